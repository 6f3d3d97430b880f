import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { StockMessages } from '@kilau/domain';

import type { CartAddition } from '../api/types';
import { useCart } from '../cart/CartProvider';
import { NoteDialog } from '../cart/NoteDialog';
import { useMessage } from '../i18n/useLanguage';

export interface AddTexts {
  success: string;
  withMessage: string;
  failure: string;
}

/**
 * An add-to-cart button that first asks for a gift note (Make It Extra Special), then adds with
 * the seed's success wording for a note or none. Logged out the note is still asked first: the cart
 * then asks to log in and keeps the addition, note and all, for the return. Sold out, it reads 'Out of Stock' and is disabled.
 */
export function AddWithNote(props: {
  label: string;
  addition: Omit<CartAddition, 'message'>;
  texts: AddTexts;
  soldOut: boolean;
  primary?: boolean;
}) {
  const { label, addition, texts, soldOut, primary = true } = props;
  const { t } = useTranslation('catalogue');
  const m = useMessage();
  const cart = useCart();
  const [asking, setAsking] = useState(false);
  const add = (message: string) => {
    setAsking(false);
    void cart.add(
      { ...addition, message },
      { success: message ? texts.withMessage : texts.success, failure: texts.failure },
    );
  };
  return (
    <>
      <button
        type="button"
        className={`button${primary ? ' button--primary' : ''} detail__button`}
        disabled={soldOut}
        onClick={() => setAsking(true)}
      >
        {soldOut ? m(StockMessages.outOfStockButton) : t(label)}
      </button>
      <NoteDialog open={asking} onAdd={add} onSkip={() => add('')} onClose={() => setAsking(false)} />
    </>
  );
}
