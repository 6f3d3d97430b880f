/**
 * The simulator's `midtrans-new-3ds.min.js`: the same `window.MidtransNew3ds` surface as
 * Midtrans's. getCardToken asks `/v2/token` by JSONP (a script tag, as Midtrans's does, so the
 * card goes from the browser to Midtrans alone and no CORS is needed), with the client key of
 * the script tag's `data-client-key`. authenticate hands the 3-D Secure page's address to the
 * merchant's performAuthentication (which frames it), then turns the page's postMessage into one
 * callback: onSuccess for status_code "200", onPending for "201", onFailure otherwise.
 */
export const CARD_SCRIPT = `(function () {
  'use strict';
  var script = document.currentScript || document.getElementById('midtrans-script');
  var src = script && script.src ? script.src : '';
  var base = src.replace(/\\/v2\\/assets\\/js\\/midtrans-new-3ds(?:\\.min)?\\.js(?:[?#].*)?$/, '');
  var coreOrigin = base ? new URL(base, location.href).origin : '';
  var calls = 0;
  var listening = null;
  function call(handler, response) {
    if (typeof handler === 'function') handler(response);
  }
  function getCardToken(cardData, options) {
    options = options || {};
    var name = '__midtransSimCardToken' + (++calls);
    var tag = document.createElement('script');
    function done(response) {
      delete window[name];
      if (tag.parentNode) tag.parentNode.removeChild(tag);
      call(String(response && response.status_code) === '200' ? options.onSuccess : options.onFailure, response);
    }
    window[name] = done;
    var query = new URLSearchParams({
      client_key: api.clientKey || '',
      card_number: String(cardData.card_number || ''),
      card_exp_month: String(cardData.card_exp_month || ''),
      card_exp_year: String(cardData.card_exp_year || ''),
      card_cvv: String(cardData.card_cvv || ''),
      callback: name
    });
    tag.src = base + '/v2/token?' + query.toString();
    tag.onerror = function () {
      done({ status_code: '500', status_message: 'Midtrans could not be reached' });
    };
    document.head.appendChild(tag);
  }
  function authenticate(redirectUrl, options) {
    options = options || {};
    if (listening) window.removeEventListener('message', listening);
    listening = function (event) {
      var data = event.data;
      if (event.origin !== coreOrigin || !data || data.source !== 'midtrans-sim-3ds') return;
      window.removeEventListener('message', listening);
      listening = null;
      var code = String(data.result && data.result.status_code);
      var handler = code === '200' ? options.onSuccess : code === '201' ? options.onPending : options.onFailure;
      call(handler, data.result);
    };
    window.addEventListener('message', listening);
    call(options.performAuthentication, redirectUrl);
  }
  var api = {
    clientKey: script ? script.getAttribute('data-client-key') : null,
    getCardToken: getCardToken,
    authenticate: authenticate
  };
  window.MidtransNew3ds = api;
})();
`;
