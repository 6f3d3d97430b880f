import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

import { CartMessages, CheckoutMessages } from '@kilau/domain';
import { getSession, isLoggedIn } from '@kilau/session';

import type { CartLine } from '../api/types';
import { useCart } from '../cart/CartProvider';
import { useMessage } from '../i18n/useLanguage';
import { ErrorLine } from '../ui/Status';
import { loadAttempt } from './checkout-attempt';
import { charmDiscountNotes, checkoutTotals, shippingWeight } from './checkout-lines';
import { CheckoutDialogs } from './CheckoutDialogs';
import { ContactSection } from './ContactSection';
import { keptForm } from './kept-form';
import { OrderLineItem } from './OrderLineItem';
import { OrderSummary } from './OrderSummary';
import { PaymentMethods } from './PaymentMethods';
import { ShippingFeeBox } from './ShippingFeeBox';
import { ShippingSection } from './ShippingSection';
import { useCheckoutForm } from './useCheckoutForm';
import { type PaymentMethod, usePlaceOrder } from './usePlaceOrder';
import { useShippingFee } from './useShippingFee';

/** The checkout form and 'Your Orders' for a set of selected lines. */
export function CheckoutView({ lines, selection }: { lines: CartLine[]; selection: string }) {
  const m = useMessage();
  const [initial] = useState(() => loadAttempt(selection));
  const shipping = useShippingFee(initial.order?.shippingFee);
  const [owner] = useState(() => getSession()?.email ?? '');
  const [start] = useState(() => initial.order?.form ?? (owner ? keptForm(owner) : null) ?? owner);
  const controls = useCheckoutForm(start, shipping.fee, shipping.reset, owner || undefined);
  const { attempt, phase, setPhase, error, confirm, abandon } = usePlaceOrder(initial, shipping.reset);
  const [method, setMethod] = useState<PaymentMethod>('popup');
  const { openCart, requireLogin } = useCart();

  const totals = useMemo(() => checkoutTotals(lines, shipping.fee), [lines, shipping.fee]);
  const notes = useMemo(() => charmDiscountNotes(lines), [lines]);
  const placed = attempt.order;
  // Once placed, the order is what it is: a retry pays for it, so the form no longer changes.
  const locked = phase !== 'idle' || placed !== undefined;
  const problem = placed ? undefined : controls.problem;
  const { form } = controls;
  const { t } = useTranslation('checkout');

  return (
    <main className="page checkout-page">
      <nav className="breadcrumb" aria-label={t('Breadcrumb')}>
        <Link to="/">{t('Home')}</Link> <span aria-hidden="true">&gt;</span>{' '}
        <button type="button" className="checkout-page__cart-link" onClick={openCart}>
          {t('Your Cart')}
        </button>{' '}
        <span aria-hidden="true">&gt;</span> <span aria-current="page">{t('Checkout')}</span>
      </nav>
      <h1 className="section-title checkout-page__title">{t('Checkout')}</h1>
      <div className="checkout-page__grid">
        <form className="checkout-page__form" noValidate onSubmit={(event) => event.preventDefault()}>
          <ContactSection controls={controls} locked={locked} />
          <ShippingSection controls={controls} locked={locked} />
          <ShippingFeeBox
            shipping={shipping}
            canCheck={!locked && form.destAreaCode !== ''}
            onCheck={() => void shipping.check(shippingWeight(lines), form.destAreaCode)}
          />
          <PaymentMethods method={method} onChange={setMethod} disabled={phase !== 'idle'} />
        </form>
        <aside className="checkout-page__orders" aria-labelledby="checkout-orders">
          <h2 id="checkout-orders" className="checkout-section__title">
            {t('Your Orders')}
          </h2>
          <ul className="order-lines">
            {lines.map((line) => (
              <OrderLineItem key={line.id} line={line} />
            ))}
          </ul>
          <OrderSummary totals={totals} notes={notes} />
          {placed && <p className="checkout-page__placed">{m(CheckoutMessages.orderAwaitingPayment(placed.id))}</p>}
          <button
            type="button"
            className="button button--primary checkout-page__place"
            disabled={problem !== undefined || phase !== 'idle'}
            aria-describedby={problem ? 'checkout-problem' : undefined}
            onClick={() => (isLoggedIn() ? setPhase('confirm') : requireLogin(CartMessages.loginRequiredForCart))}
          >
            {t('Place My Order')}
          </button>
          {problem && (
            <p id="checkout-problem" className="checkout-page__problem">
              {m(problem.message)}
            </p>
          )}
          {error && <ErrorLine text={error} />}
        </aside>
      </div>
      <CheckoutDialogs
        phase={phase}
        total={placed?.totalPrice ?? totals.total}
        orderId={placed?.id}
        onBack={() => setPhase('idle')}
        onAbandon={abandon}
        onConfirm={() => void confirm({ lines, form: placed?.form ?? form, shippingFee: shipping.fee, totals, method })}
      />
    </main>
  );
}
