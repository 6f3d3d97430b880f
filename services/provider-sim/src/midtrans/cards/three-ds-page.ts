import { rupiah } from './rupiah.js';

const escape = (text: string): string => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface ThreeDsView {
  orderId: string;
  grossAmount: number;
  maskedCard: string;
  /** Set when the transaction is no longer waiting for its OTP (paid, refused, unknown). */
  closed?: string;
}

/**
 * The page's script: POSTs the OTP to the page's own address and tells the framing window the
 * transaction's result (to any origin: the result holds no secret, and the merchant's script
 * checks the message comes from Midtrans). A wrong OTP stays on the page.
 */
const SCRIPT = `(function () {
  'use strict';
  var form = document.getElementById('otp-form');
  var outcome = document.getElementById('outcome');
  if (!form) return;
  form.addEventListener('submit', function (event) {
    event.preventDefault();
    var button = form.querySelector('button');
    button.disabled = true;
    fetch(location.pathname, {
      method: 'POST',
      headers: { 'content-type': 'application/json', accept: 'application/json' },
      body: JSON.stringify({ otp: form.otp.value })
    })
      .then(function (response) { return response.json(); })
      .then(function (answer) {
        outcome.textContent = answer.message;
        if (answer.result && window.parent !== window) {
          window.parent.postMessage({ source: 'midtrans-sim-3ds', result: answer.result }, '*');
        }
      })
      .catch(function (error) { outcome.textContent = 'The simulator did not answer: ' + error.message; })
      .finally(function () { button.disabled = false; });
  });
})();`;

/** The issuer's 3-D Secure page (simulated): the order, the masked card, and an OTP box. No external assets. */
export function threeDsPage(view: ThreeDsView): string {
  const form = view.closed
    ? ''
    : `<form id="otp-form"><label for="otp">OTP</label>
<input id="otp" name="otp" inputmode="numeric" autocomplete="one-time-code" required>
<button type="submit">OK</button></form>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>3D Secure (simulator)</title>
<style>
body{font-family:system-ui,sans-serif;margin:0;display:grid;place-items:center;min-height:100vh;background:#f4f4f4}
main{background:#fff;border-radius:10px;padding:1.5rem 2rem;min-width:16rem}
dl{display:grid;grid-template-columns:auto 1fr;gap:.25rem 1rem}dt{color:#666}dd{margin:0;font-weight:600}
input,button{font:inherit;padding:.4rem .6rem;margin:.25rem}
</style></head><body><main>
<h1>3D Secure (simulator)</h1>
<dl><dt>Merchant order</dt><dd>${escape(view.orderId)}</dd><dt>Amount</dt><dd>${rupiah(view.grossAmount)}</dd>
<dt>Card</dt><dd>${escape(view.maskedCard)}</dd></dl>
<p>Type the OTP sent to your phone (sandbox: 112233).</p>${form}
<p id="outcome" role="status">${escape(view.closed ?? '')}</p>
</main><script>${SCRIPT}</script></body></html>`;
}
