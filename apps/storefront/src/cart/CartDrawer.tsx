import './cart-drawer.css';

import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

import { CartMessages, CheckoutMessages, quantityChange, selectedCartTotal } from '@kilau/domain';

import type { CartLine } from '../api/types';
import { useMessage } from '../i18n/useLanguage';
import { Price } from '../ui/Price';
import { Empty, Loading } from '../ui/Status';
import { useToast } from '../ui/Toast';
import { cartApi } from './cart-api';
import { allSelected, reconcileSelection, selectedLines, toggleAll, toggleLine, withQuantity } from './cart-selection';
import { CartLineItem } from './CartLineItem';
import { useCart } from './CartProvider';
import { RemoveLineDialog } from './RemoveLineDialog';
import { useCartLines } from './useCartLines';
import { useDrawerFocus } from './useDrawerFocus';

/**
 * 'Your Cart' (storefront seed §2 'Cart drawer', §4): the shopper's lines, sliding in from the
 * right. Layout renders it only while open, and the cart icon opens it only when logged in.
 */
export default function CartDrawer() {
  const m = useMessage();
  const { t } = useTranslation('cart');
  const cart = useCart();
  const toast = useToast();
  const navigate = useNavigate();
  const { load, reload, patch } = useCartLines(cart.version);
  const { showLines } = cart;
  const [selected, setSelected] = useState<Set<number>>(new Set());
  const seen = useRef(new Set<number>());
  const [removing, setRemoving] = useState<CartLine | null>(null);
  const [busy, setBusy] = useState<number | null>(null);
  const panel = useDrawerFocus(cart.closeCart, removing !== null);

  useEffect(() => {
    if (load.status !== 'done') return;
    // the updater runs later: give it the lines seen before this load, not after
    const before = new Set(seen.current);
    setSelected((current) => reconcileSelection(current, before, load.lines));
    load.lines.forEach((line) => seen.current.add(line.id));
    showLines(load.lines);
  }, [load, showLines]);

  const changeQuantity = async (line: CartLine, delta: 1 | -1) => {
    const change = quantityChange(line.quantity, delta);
    if (change.kind === 'ignore') return;
    if (change.kind === 'confirm_removal') return setRemoving(line);
    patch((lines) => withQuantity(lines, line.id, change.quantity));
    setBusy(line.id);
    try {
      await cartApi.update({ ...line, quantity: change.quantity });
    } catch {
      toast(CartMessages.updateQuantityFailed, 'error');
    }
    await reload();
    setBusy(null);
  };

  const remove = async (line: CartLine) => {
    setRemoving(null);
    setBusy(line.id);
    try {
      await cartApi.remove(line.id);
      toast(CartMessages.itemRemoved);
    } catch {
      toast(CartMessages.removeFailed, 'error');
    }
    await reload();
    setBusy(null);
  };

  const checkout = () => {
    const items = selectedLines(selected, load.lines);
    if (items.length === 0) return toast(CartMessages.selectAtLeastOne, 'error');
    cart.closeCart();
    navigate('/checkout', { state: { items } });
  };

  const total = selectedCartTotal(
    load.lines.map((line) => ({ lineTotal: line.line_total, selected: line.available && selected.has(line.id) })),
  );
  return (
    <div className="cart-drawer" onMouseDown={(event) => event.target === event.currentTarget && cart.closeCart()}>
      <div
        ref={panel}
        className="cart-drawer__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('Your Cart')}
        tabIndex={-1}
      >
        <div className="cart-drawer__head">
          <h2>{t('Your Cart')}</h2>
          <button type="button" className="icon-button" aria-label={t('Close cart')} onClick={cart.closeCart}>
            ×
          </button>
        </div>
        <div className="cart-drawer__body">
          {load.status === 'loading' && <Loading text={m(CheckoutMessages.loadingCart)} />}
          {load.status === 'error' && <LoadError error={load.error} onRetry={() => void reload(false)} />}
          {load.status === 'done' && load.lines.length === 0 && <Empty text={m(CartMessages.empty)} />}
          {load.status === 'done' && load.lines.length > 0 && (
            <>
              <label className="cart-drawer__all">
                <input
                  type="checkbox"
                  checked={allSelected(selected, load.lines)}
                  onChange={() => setSelected((current) => toggleAll(current, load.lines))}
                />
                {t('Select all')}
              </label>
              <ul className="cart-drawer__lines">
                {load.lines.map((line) => (
                  <CartLineItem
                    key={line.id}
                    line={line}
                    selected={line.available && selected.has(line.id)}
                    busy={busy === line.id}
                    onToggle={() => setSelected((current) => toggleLine(current, line))}
                    onQuantity={(delta) => void changeQuantity(line, delta)}
                  />
                ))}
              </ul>
            </>
          )}
        </div>
        {load.status === 'done' && load.lines.length > 0 && (
          <div className="cart-drawer__foot">
            <p className="cart-drawer__total">
              <span>{t('Total')}</span>
              <Price price={total} />
            </p>
            <button type="button" className="button button--primary cart-drawer__checkout" onClick={checkout}>
              {t('Checkout')}
            </button>
          </div>
        )}
      </div>
      <RemoveLineDialog line={removing} onCancel={() => setRemoving(null)} onRemove={(line) => void remove(line)} />
    </div>
  );
}

/** "Couldn't load cart data.", then the error's own words; Retry since the text speaks of loading. */
function LoadError({ error, onRetry }: { error: Error; onRetry(): void }) {
  const m = useMessage();
  const { t } = useTranslation('cart');
  const own = error.message && error.message !== CartMessages.loadFailed ? error.message : undefined;
  const mentionsLoad = /load/i.test(`${m(CartMessages.loadFailed)} ${own ?? ''}`);
  return (
    <div className="cart-drawer__error" role="alert">
      <p>{m(CartMessages.loadFailed)}</p>
      {own && <p>{m(own)}</p>}
      {mentionsLoad && (
        <button type="button" className="button button--small" onClick={onRetry}>
          {t('Retry')}
        </button>
      )}
    </div>
  );
}
