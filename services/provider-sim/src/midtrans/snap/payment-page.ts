import type { MidtransTransaction } from '../transactions/transaction.js';
import { PAGE_SCRIPT } from './payment-page-script.js';

export interface PaymentPageView {
  transaction?: MidtransTransaction;
  /** Why the page cannot take a choice (unknown or expired token): only Close is offered. */
  refusal?: string;
  language: string;
}

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
const rupiah = (amount: number): string => `Rp${String(amount).replace(/\B(?=(\d{3})+(?!\d))/g, '.')}`;

function status(transaction: MidtransTransaction): string {
  const charge = transaction.charge;
  if (!charge) return 'Choose how to pay.';
  const va =
    charge.method.type === 'bank_transfer'
      ? ` Virtual account ${charge.method.bank.toUpperCase()} ${charge.method.vaNumber}.`
      : '';
  return `This payment is ${charge.status}.${va}`;
}

/**
 * The simulator's Snap page: the order, its amount and four real buttons a browser test can click
 * by name. No external assets: it must work with no network at all.
 */
export function paymentPage(view: PaymentPageView): string {
  const { transaction, refusal } = view;
  const buttons = (refusal ? ['Close'] : ['Pay now', 'Pay later', 'Deny', 'Close'])
    .map((label) => `<button type="button" data-choice="${label.toLowerCase().replace(' ', '_')}">${label}</button>`)
    .join('');
  const summary = transaction
    ? `<dl><dt>Order ID</dt><dd id="order-id">${escape(transaction.orderId)}</dd>
<dt>Amount</dt><dd id="amount">${rupiah(transaction.grossAmount)}</dd></dl>`
    : '';
  return `<!doctype html>
<html lang="${view.language === 'en' ? 'en' : 'id'}"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Midtrans payment (simulator)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:transparent}
main{background:#fff;border-radius:10px;padding:1.5rem 2rem;min-width:18rem;box-shadow:0 4px 24px rgba(0,0,0,.25)}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#666}dd{margin:0;font-weight:600}
.actions{display:flex;flex-wrap:wrap;gap:.5rem}button{font:inherit;padding:.5rem 1rem;border-radius:6px;border:1px solid #888;cursor:pointer}
</style></head><body><main>
<h1>Midtrans payment (simulator)</h1>${summary}
<p id="outcome" role="status">${escape(refusal ?? (transaction ? status(transaction) : ''))}</p>
<div class="actions">${buttons}</div>
</main><script>${PAGE_SCRIPT}</script></body></html>`;
}
