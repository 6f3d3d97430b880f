/**
 * The page's own script. It POSTs a choice to `{page}/choice` and tells the embedding window the
 * result by postMessage (to the origin snap.js named); opened directly, it follows
 * finish_redirect_url instead, like Snap's redirect mode.
 */
export const PAGE_SCRIPT = `(function () {
  'use strict';
  var query = new URLSearchParams(location.search);
  var embedded = query.get('embedded') === '1' && window.parent !== window;
  var target = query.get('origin') || '*';
  var outcome = document.getElementById('outcome');
  var buttons = Array.prototype.slice.call(document.querySelectorAll('button[data-choice]'));

  function tell(message) {
    message.source = 'midtrans-sim';
    if (embedded) window.parent.postMessage(message, target);
  }

  function describe(result) {
    var text = [].concat(result.status_message).join(' ');
    var va = result.va_numbers && result.va_numbers[0];
    return va ? text + ' Virtual account ' + va.bank.toUpperCase() + ' ' + va.va_number + '.' : text;
  }

  buttons.forEach(function (button) {
    button.addEventListener('click', function () {
      var choice = button.getAttribute('data-choice');
      if (choice === 'close') {
        tell({ event: 'close' });
        if (!embedded) outcome.textContent = 'Closed. Nothing was paid.';
        return;
      }
      buttons.forEach(function (b) { b.disabled = true; });
      fetch(location.pathname + '/choice', {
        method: 'POST',
        headers: { 'content-type': 'application/json', accept: 'application/json' },
        body: JSON.stringify({ choice: choice })
      })
        .then(function (response) { return response.json(); })
        .then(function (result) {
          outcome.textContent = describe(result);
          if (embedded) return tell({ event: 'result', result: result });
          if (result.finish_redirect_url) window.location.href = result.finish_redirect_url;
        })
        .catch(function (error) {
          outcome.textContent = 'The simulator did not answer: ' + error.message;
          tell({ event: 'result', result: { status_code: '500', status_message: [String(error.message)] } });
        })
        .finally(function () { buttons.forEach(function (b) { b.disabled = false; }); });
    });
  });
})();
`;
