import { useTranslation } from 'react-i18next';

import { CheckoutMessages, formatRupiah } from '@kilau/domain';

import { useMessage } from '../i18n/useLanguage';
import { Dialog } from '../ui/Dialog';
import type { Phase } from './usePlaceOrder';

/**
 * The checkout's modals (order-side seed §2, §4): confirm, the processing spinner, the pending
 * payment notice and 'Cancel Order?' after the popup is closed unpaid.
 */
export function CheckoutDialogs(props: {
  phase: Phase;
  total: number;
  orderId?: number;
  onConfirm: () => void;
  onBack: () => void;
  onAbandon: () => void;
}) {
  const { t } = useTranslation('checkout');
  const m = useMessage();
  const { phase, total, orderId, onConfirm, onBack, onAbandon } = props;
  return (
    <>
      <Dialog
        open={phase === 'confirm'}
        title="Confirm Your Order"
        onClose={onBack}
        actions={[
          { label: 'Cancel', onClick: onBack },
          { label: 'Confirm Order', onClick: onConfirm, primary: true },
        ]}
      >
        <p>{m(CheckoutMessages.confirmOrderWarning)}</p>
        <p className="checkout-dialog__total">
          {t('Total:')} <strong>{formatRupiah(total)}</strong>
        </p>
      </Dialog>
      {phase === 'processing' && (
        <div
          className="dialog-backdrop"
          role="alertdialog"
          aria-modal="true"
          aria-label={m(CheckoutMessages.processingOrder)}
        >
          <div className="dialog checkout-processing">
            <span className="spinner checkout-processing__spinner" aria-hidden="true" />
            <p role="status">{m(CheckoutMessages.processingOrder)}</p>
          </div>
        </div>
      )}
      <Dialog
        open={phase === 'pending'}
        title={m(CheckoutMessages.paymentPendingTitle)}
        onClose={onBack}
        actions={[{ label: 'OK', onClick: onBack, primary: true }]}
      >
        <p>{m(CheckoutMessages.paymentPending(orderId ?? ''))}</p>
      </Dialog>
      <Dialog
        open={phase === 'cancel'}
        title="Cancel Order?"
        onClose={onBack}
        actions={[
          { label: 'Continue Checkout', onClick: onBack },
          { label: 'Yes, Cancel', onClick: onAbandon, primary: true },
        ]}
      >
        <p>{m(CheckoutMessages.cancelOrderQuestion)}</p>
      </Dialog>
    </>
  );
}
