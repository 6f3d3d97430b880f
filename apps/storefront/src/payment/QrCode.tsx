import { toDataURL } from 'qrcode';
import { useEffect, useState } from 'react';

import { ErrorLine, Loading } from '../ui/Status';

/**
 * The charge's QRIS payload drawn as a QR code. When the provider gives only a picture link
 * (no QR string) the link itself is encoded, so a phone still reaches the payment.
 */
export function QrCode({ value, orderId }: { value: string; orderId: number }) {
  const [picture, setPicture] = useState<{ for: string; url: string | null }>({ for: '', url: null });
  useEffect(() => {
    let current = true;
    toDataURL(value, { width: 280, margin: 1 }).then(
      (url) => current && setPicture({ for: value, url }),
      () => current && setPicture({ for: value, url: null }),
    );
    return () => {
      current = false;
    };
  }, [value]);
  if (!value) return <ErrorLine text="No QR code was given for this payment." />;
  if (picture.for !== value) return <Loading text="Drawing your QR code..." />;
  if (!picture.url) return <ErrorLine text="The QR code could not be drawn." />;
  return (
    <img
      className="pay-qr"
      src={picture.url}
      width={280}
      height={280}
      alt={`QRIS code to pay order ${orderId}`}
      data-testid="qris-code"
    />
  );
}
