import { CheckoutMessages } from '@kilau/domain';

import { api } from '../api/http';

/** What Snap reports to its callbacks (Midtrans's transaction result). */
export interface SnapResult {
  status_code?: string;
  transaction_status?: string;
  order_id?: string;
  status_message?: string;
}

export interface SnapCallbacks {
  onSuccess?: (result: SnapResult) => void;
  onPending?: (result: SnapResult) => void;
  onError?: (result: SnapResult) => void;
  onClose?: () => void;
}

export interface Snap {
  pay(token: string, callbacks: SnapCallbacks): void;
}

declare global {
  interface Window {
    snap?: Snap;
  }
}

let loading: Promise<Snap> | null = null;

/**
 * Loads Midtrans's Snap script once per page life, from the address and client key the shop
 * serves (`GET /api/midtrans/config/`). A failure is 'Payment gateway failed to load' and is not
 * remembered, so the next try loads afresh.
 */
export function loadSnap(): Promise<Snap> {
  if (window.snap) return Promise.resolve(window.snap);
  loading ??= fetchSnap().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function fetchSnap(): Promise<Snap> {
  let config: { snap_js_url: string; client_key: string };
  try {
    config = await api('/midtrans/config/');
  } catch {
    throw new Error(CheckoutMessages.gatewayFailedToLoad);
  }
  return new Promise<Snap>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = config.snap_js_url;
    script.dataset.clientKey = config.client_key;
    script.async = true;
    script.onload = () =>
      window.snap ? resolve(window.snap) : reject(new Error(CheckoutMessages.gatewayFailedToLoad));
    script.onerror = () => {
      script.remove();
      reject(new Error(CheckoutMessages.gatewayFailedToLoad));
    };
    document.head.appendChild(script);
  });
}
