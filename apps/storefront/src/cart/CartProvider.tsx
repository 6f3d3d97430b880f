import { createContext, type ReactNode, useCallback, useContext, useMemo, useState } from 'react';
import { useNavigate } from 'react-router';

import { CartMessages } from '@kilau/domain';

import type { CartAddition } from '../api/types';
import { isLoggedIn } from '../session/session-store';
import { Dialog } from '../ui/Dialog';
import { useToast } from '../ui/Toast';
import { addToCart } from './cart-api';

export interface CartControls {
  drawerOpen: boolean;
  /** Opens the drawer, or the Login Required dialog when logged out. */
  openCart(): void;
  closeCart(): void;
  /** Shows the Login Required dialog with this message (Cancel / Login). */
  requireLogin(message: string): void;
  /**
   * Adds to the cart (merging with an equal line), then toasts `success`; logged out it asks to
   * log in instead and answers false. Failures toast `failure` (the seed's page-specific wording).
   */
  add(addition: CartAddition, texts: { success: string; failure: string }): Promise<boolean>;
  /** Grows after every change, so the drawer knows to reload. */
  version: number;
}

const CartContext = createContext<CartControls | null>(null);

export function CartProvider({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  const [loginMessage, setLoginMessage] = useState<string | null>(null);
  const [version, setVersion] = useState(0);
  const toast = useToast();
  const navigate = useNavigate();

  const requireLogin = useCallback((message: string) => setLoginMessage(message), []);
  const openCart = useCallback(() => {
    if (isLoggedIn()) setDrawerOpen(true);
    else setLoginMessage(CartMessages.loginRequiredForCart);
  }, []);
  const closeCart = useCallback(() => setDrawerOpen(false), []);
  const add = useCallback(
    async (addition: CartAddition, texts: { success: string; failure: string }) => {
      if (!isLoggedIn()) {
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
    () => ({ drawerOpen, openCart, closeCart, requireLogin, add, version }),
    [drawerOpen, openCart, closeCart, requireLogin, add, version],
  );
  return (
    <CartContext.Provider value={value}>
      {children}
      <Dialog
        open={loginMessage !== null}
        title={CartMessages.loginRequiredTitle}
        onClose={() => setLoginMessage(null)}
        actions={[
          { label: 'Cancel', onClick: () => setLoginMessage(null) },
          {
            label: 'Login',
            primary: true,
            onClick: () => {
              setLoginMessage(null);
              navigate('/login');
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
