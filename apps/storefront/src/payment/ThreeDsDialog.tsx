import { useTranslation } from 'react-i18next';

import { Dialog } from '../ui/Dialog';

/**
 * The card's bank's 3-D Secure page (at Midtrans), framed over the card page while the payer
 * types the bank's OTP. Closing it gives up this try; the form can be sent again.
 */
export function ThreeDsDialog({ url, onClose }: { url: string | null; onClose: () => void }) {
  const { t } = useTranslation('payment');
  return (
    <Dialog open={url !== null} title={t('Verify your card')} onClose={onClose} className="three-ds">
      {url && <iframe className="three-ds__frame" title={t('Card verification by your bank')} src={url} />}
    </Dialog>
  );
}
