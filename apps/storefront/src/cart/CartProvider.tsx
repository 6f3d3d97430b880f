import { createContext, type ReactNode, useCallback, useContext, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';

import { CartMessages } from '@kilau/domain';
import { isLoggedIn } from '@kilau/session';

import type { CartAddition, CartLine } from '../api/types';
import { useMessage } from '../i18n/useLanguage';
import { loginPathFor } from '../login/after-login';
import { useSession } from '../session/useSession';
import { Dialog } from '../ui/Dialog';
import { useToast } from '../ui/Toast';
import { addToCart, cartApi } from './cart-api';
import { forgetKeptAddition, keepAddition, type KeptAddition, keptAdditionFor } from './kept-addition';
import { KeptNotice } from './KeptNotice';

export interface CartControls {
  drawerOpen: boolean;
  /** Opens the drawer, or the Login Required dialog when logged out. */
  openCart(): void;
  closeCart(): void;
  /** Shows the Login Required dialog with this message (Cancel / Login). */
  requireLogin(message: string): void;
  /**
   * Adds to the cart (merging with an equal line), then toasts `success`; logged out it asks to
   * log in instead, keeps the addition for the return from the login (offered again there, the
   * notice saying `texts.kept`) and answers false. Failures toast `failure` (the seed's
   * page-specific wording).
   */
  add(addition: CartAddition, texts: { success: string; failure: string; kept?: string }): Promise<boolean>;
  /** Grows after every change, so the drawer knows to reload. */
  version: number;
  /** Pieces in the cart (quantities summed); null while logged out or not yet known. */
  count: number | null;
  /** The drawer's freshly loaded lines, so the count follows changes made there. */
  showLines(lines: CartLine[]): void;
}

const piecesIn = (lines: CartLine[]) => lines.reduce((sum, line) => sum + line.quantity, 0);

/** The notice on return from the login for a product page's or listing's add-to-cart. */
const KEPT_CHOICE = 'Your choice is kept.';

const CartContext = createContext<CartControls | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const { t } = useTranslation('cart');
  const m = useMessage();
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loginMessage, setLoginMessage] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const [count, setCount] = useState<number | null>(null);
  const [kept, setKept] = useState<KeptAddition | null>(null);
  const toast = useToast();
  const navigate = useNavigate();
  const location = useLocation();
  const here = location.pathname + location.search;
  const { loggedIn } = useSession();

  // the count: asked again on login, on every cart change made here and on every page change
  useEffect(() => {
    if (!loggedIn) return setCount(null);
    let live = true;
    cartApi
      .get()
      .then((lines) => live && setCount(piecesIn(lines)))
      .catch(() => live && setCount(null));
    return () => {
      live = false;
    };
  }, [loggedIn, version, location.pathname]);
  const showLines = useCallback((lines: CartLine[]) => setCount(piecesIn(lines)), []);

  // back from the login on the page that asked: offer the kept add-to-cart again
  useEffect(() => setKept(loggedIn ? keptAdditionFor(here) : null), [loggedIn, here]);

  const requireLogin = useCallback((message: string) => setLoginMessage(message), []);
  const openCart = useCallback(() => {
    if (isLoggedIn()) setDrawerOpen(true);
    else setLoginMessage(CartMessages.loginRequiredForCart);
  }, []);
  const closeCart = useCallback(() => setDrawerOpen(false), []);
  const add = useCallback(
    async (addition: CartAddition, texts: { success: string; failure: string; kept?: string }) => {
      if (!isLoggedIn()) {
        const { kept: notice = KEPT_CHOICE, ...rest } = texts;
        keepAddition({ path: window.location.pathname + window.location.search, addition, texts: rest, notice });
        setLoginMessage(CartMessages.loginRequiredToAdd);
        return false;
      }
      try {
        await addToCart(addition);
        toast(texts.success);
        setVersion((v) => v + 1);
        return true;
      } catch (error) {
        const detail = (error as { reason?: string }).reason;
        toast(detail && detail !== texts.failure ? `${texts.failure}: ${detail}` : texts.failure, 'error');
        return false;
      }
    },
    [toast],
  );

  const value = useMemo(
    () => ({ drawerOpen, openCart, closeCart, requireLogin, add, version, count, showLines }),
    [drawerOpen, openCart, closeCart, requireLogin, add, version, count, showLines],
  );
  // a shopper who declines the login declines the add too: nothing is offered later
  const declineLogin = () => {
    forgetKeptAddition();
    setLoginMessage(null);
  };
  const dropKept = () => {
    forgetKeptAddition();
    setKept(null);
  };
  const addKept = async (what: KeptAddition) => {
    dropKept();
    if (!(await add(what.addition, what.texts))) keepAddition(what);
  };
  return (
    <CartContext.Provider value={value}>
      {children}
      {kept && <KeptNotice text={kept.notice} onAdd={() => void addKept(kept)} onDismiss={dropKept} />}
      <Dialog
        open={loginMessage !== null}
        title={m(CartMessages.loginRequiredTitle)}
        onClose={declineLogin}
        actions={[
          { label: t('Cancel'), onClick: declineLogin },
          {
            label: t('Login'),
            primary: true,
            onClick: () => {
              setLoginMessage(null);
              // back to this page after the login (a kept add-to-cart is offered there again)
              navigate(loginPathFor(here));
            },
          },
        ]}
      >
        <p>{loginMessage}</p>
      </Dialog>
    </CartContext.Provider>
  );
}

export function useCart(): CartControls {
  const cart = useContext(CartContext);
  if (!cart) throw new Error('useCart outside CartProvider');
  return cart;
}
