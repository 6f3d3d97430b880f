import { CheckoutMessages } from '@kilau/domain';

import { api } from '../api/http';

/** What Midtrans's card script answers getCardToken and authenticate with (its transaction result). */
export interface CardResult {
  status_code?: string;
  status_message?: string | string[];
  token_id?: string;
  transaction_status?: string;
  validation_messages?: string[];
}

/** The card as Midtrans's getCardToken takes it. */
export interface CardData {
  card_number: string;
  card_exp_month: string;
  card_exp_year: string;
  card_cvv: string;
}

/** `window.MidtransNew3ds`, from Midtrans's `midtrans-new-3ds.min.js`. */
export interface MidtransNew3ds {
  getCardToken(
    card: CardData,
    callbacks: { onSuccess: (result: CardResult) => void; onFailure: (result: CardResult) => void },
  ): void;
  authenticate(
    redirectUrl: string,
    callbacks: {
      performAuthentication: (redirectUrl: string) => void;
      onSuccess: (result: CardResult) => void;
      onFailure: (result: CardResult) => void;
      onPending: (result: CardResult) => void;
    },
  ): void;
}

declare global {
  interface Window {
    MidtransNew3ds?: MidtransNew3ds;
  }
}

interface MidtransConfig {
  card_js_url: string;
  client_key: string;
  environment: string;
}

let loading: Promise<MidtransNew3ds> | null = null;

/**
 * Loads Midtrans's card script once per page life, from the address, client key and environment
 * the shop serves (`GET /api/midtrans/config/`), as Midtrans asks: a script tag with
 * id `midtrans-script`. A failure is 'Payment gateway failed to load' and is not remembered.
 */
export function loadCardScript(): Promise<MidtransNew3ds> {
  if (window.MidtransNew3ds) return Promise.resolve(window.MidtransNew3ds);
  loading ??= fetchCardScript().catch((error: unknown) => {
    loading = null;
    throw error;
  });
  return loading;
}

async function fetchCardScript(): Promise<MidtransNew3ds> {
  let config: MidtransConfig;
  try {
    config = await api<MidtransConfig>('/midtrans/config/');
  } catch {
    throw new Error(CheckoutMessages.gatewayFailedToLoad);
  }
  return new Promise<MidtransNew3ds>((resolve, reject) => {
    const script = document.createElement('script');
    script.id = 'midtrans-script';
    script.src = config.card_js_url;
    script.dataset.environment = config.environment;
    script.dataset.clientKey = config.client_key;
    script.async = true;
    const failed = () => {
      script.remove();
      reject(new Error(CheckoutMessages.gatewayFailedToLoad));
    };
    script.onload = () => (window.MidtransNew3ds ? resolve(window.MidtransNew3ds) : failed());
    script.onerror = failed;
    document.head.appendChild(script);
  });
}
