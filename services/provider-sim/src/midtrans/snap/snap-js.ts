/**
 * The simulator's snap.js: the same `window.snap` surface as Midtrans's (pay, show, hide). pay opens
 * the payment page in a full-screen iframe found beside this script, and turns the page's message
 * into one callback: onSuccess for status_code "200", onPending for "201", onError otherwise,
 * onClose when the payer closes it. Without the matching callback it follows finish_redirect_url,
 * as Midtrans's does.
 */
export const SNAP_JS = `(function () {
  'use strict';
  var script = document.currentScript;
  var base = script && script.src ? script.src.replace(/\\/snap\\.js(?:[?#].*)?$/, '') : '';
  var simOrigin = base ? new URL(base, location.href).origin : '';
  var overlay = null;
  var frame = null;
  var callbacks = {};

  function dismiss() {
    var options = callbacks;
    if (overlay && overlay.parentNode) overlay.parentNode.removeChild(overlay);
    overlay = null;
    frame = null;
    callbacks = {};
    return options;
  }

  function settle(result) {
    var options = dismiss();
    var code = String(result && result.status_code);
    var handler = code === '200' ? options.onSuccess : code === '201' ? options.onPending : options.onError;
    if (typeof handler === 'function') handler(result);
    else if (result && result.finish_redirect_url) window.location.href = result.finish_redirect_url;
  }

  window.addEventListener('message', function (event) {
    if (!frame || event.source !== frame.contentWindow || event.origin !== simOrigin) return;
    var data = event.data;
    if (!data || data.source !== 'midtrans-sim') return;
    if (data.event === 'result') return settle(data.result);
    if (data.event === 'close') {
      var options = dismiss();
      if (typeof options.onClose === 'function') options.onClose();
    }
  });

  window.snap = {
    pay: function (token, options) {
      if (overlay) throw new Error('snap.pay is not allowed to be called in this state');
      callbacks = options || {};
      var query = '?embedded=1&origin=' + encodeURIComponent(location.origin) +
        '&language=' + encodeURIComponent(callbacks.language || 'id');
      overlay = document.createElement('div');
      overlay.id = 'snap-midtrans';
      overlay.style.cssText = 'position:fixed;top:0;left:0;right:0;bottom:0;z-index:2147483647;background:rgba(0,0,0,.5)';
      frame = document.createElement('iframe');
      frame.title = 'Midtrans payment';
      frame.name = 'snap-midtrans-frame';
      frame.src = base + '/v3/redirection/' + encodeURIComponent(token) + query;
      frame.style.cssText = 'width:100%;height:100%;border:0';
      overlay.appendChild(frame);
      document.body.appendChild(overlay);
    },
    show: function () {
      if (overlay) overlay.style.display = '';
    },
    hide: function () {
      if (overlay) overlay.style.display = 'none';
    }
  };
})();
`;
