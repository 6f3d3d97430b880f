import './checkout.css';

import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';

import { CheckoutMessages } from '@kilau/domain';

import { cartApi } from '../cart/cart-api';
import { useMessage } from '../i18n/useLanguage';
import { Empty, Loading } from '../ui/Status';
import { useAsync } from '../ui/useAsync';
import { loadAttempt } from './checkout-attempt';
import { refreshedLines, selectedLinesFrom, selectionKey } from './checkout-lines';
import { CheckoutView } from './CheckoutView';

/**
 * /checkout (order-side seed §2 'Checkout'): the cart lines chosen in the drawer arrive as
 * navigation state `{ items }` and are read again from the cart, so prices are today's. Once the
 * order is placed they have left the cart, so a reload keeps the lines it was placed with.
 */
export default function CheckoutPage() {
  const { t } = useTranslation('checkout');
  const m = useMessage();
  const { state } = useLocation();
  const selected = selectedLinesFrom(state);
  const selection = selectionKey(selected);
  const lines = useAsync(async () => {
    if (selected.length === 0 || loadAttempt(selection).order) return selected;
    try {
      return refreshedLines(selected, await cartApi.get());
    } catch {
      return selected; // the drawer's copy still tells what was chosen; placing the order checks it
    }
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the selection names the lines
  }, [selection]);

  if (lines.status === 'loading')
    return (
      <main className="page checkout-page">
        <h1 className="visually-hidden">Checkout</h1>
        <Loading text={m(CheckoutMessages.loadingCart)} />
      </main>
    );
  if (!lines.data || lines.data.length === 0)
    return (
      <main className="page checkout-page checkout-page--empty">
        <h1 className="visually-hidden">{t('Checkout')}</h1>
        <Empty text={m(CheckoutMessages.noItemsSelected)} />
        <Link className="button button--primary" to="/">
          {t('Continue Shopping')}
        </Link>
      </main>
    );
  return <CheckoutView key={selection} lines={lines.data} selection={selection} />;
}
