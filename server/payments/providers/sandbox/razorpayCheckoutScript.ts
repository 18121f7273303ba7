// The sandbox's stand-in for Razorpay's checkout.js: the same `new Razorpay(options).open()`, opening an
// accessible test-mode dialog on the page that loaded it, whose Pay button gets a signed result from the server.
import { toPaise } from '../../../../contract';

export const RAZORPAY_SANDBOX_SCRIPT = `(function () {
  'use strict';
  // The shop is where this script came from, which need not be the page's own site (another storefront of the API).
  // Loaded without a src (pasted into a page), it can only assume the page's own origin.
  var script = document.currentScript;
  var SHOP = script && script.src ? new URL(script.src).origin : '';
  var STYLE = 'position:fixed;inset:0;z-index:1000;display:flex;align-items:center;justify-content:center;background:rgba(0,0,0,.55);font-family:system-ui,sans-serif';
  // contract/money.ts's toRupees, with the contract's paise in a rupee (the browser imports nothing of the shop's).
  function toRupees(paise) {
    return paise / ${toPaise(1)};
  }
  function rupees(paise) {
    return '\\u20b9' + toRupees(paise).toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });
  }
  function Razorpay(options) {
    this.options = options || {};
  }
  Razorpay.prototype.open = function () {
    var options = this.options;
    var previousFocus = document.activeElement;
    var overlay = document.createElement('div');
    overlay.setAttribute('style', STYLE);
    overlay.innerHTML =
      '<div role="dialog" aria-modal="true" aria-labelledby="rzp-sbx-title" aria-describedby="rzp-sbx-note" style="background:#fff;color:#111;max-width:22rem;width:calc(100% - 2rem);padding:1.5rem;border-radius:8px">' +
      '<p style="margin:0 0 .5rem;font-size:.75rem;font-weight:700;letter-spacing:.08em;color:#92400e">TEST MODE \\u00b7 NO MONEY MOVES</p>' +
      '<h2 id="rzp-sbx-title" style="margin:0 0 .25rem;font-size:1.25rem">Razorpay sandbox</h2>' +
      '<p id="rzp-sbx-note" style="margin:0 0 1rem;color:#444"></p>' +
      '<div style="display:flex;gap:.75rem;justify-content:flex-end">' +
      '<button type="button" data-action="cancel" style="min-height:44px;padding:0 1rem;border:1px solid #111;background:#fff;cursor:pointer">Cancel</button>' +
      '<button type="button" data-action="upi" style="min-height:44px;padding:0 1rem;border:1px solid #072654;background:#fff;color:#072654;cursor:pointer">Approve in a UPI app</button>' +
      '<button type="button" data-action="pay" style="min-height:44px;padding:0 1rem;border:0;background:#072654;color:#fff;cursor:pointer">Pay</button>' +
      '</div><label style="display:block;margin:.75rem 0 0;font-size:.875rem">UPI app answers after (seconds) ' +
      '<input type="number" data-field="pending" min="0" max="3600" value="5" style="width:5rem;min-height:32px"></label>' +
      '<p role="status" style="margin:.75rem 0 0;min-height:1.2em;font-size:.875rem"></p></div>';
    overlay.querySelector('#rzp-sbx-note').textContent =
      (options.name ? options.name + ': ' : '') + (options.description || 'Order') + ', ' + rupees(options.amount || 0);
    var pay = overlay.querySelector('[data-action="pay"]');
    var cancel = overlay.querySelector('[data-action="cancel"]');
    var status = overlay.querySelector('[role="status"]');
    function close() {
      document.removeEventListener('keydown', onKey, true);
      overlay.remove();
      if (previousFocus && previousFocus.focus) previousFocus.focus();
    }
    function dismiss() {
      close();
      if (options.modal && typeof options.modal.ondismiss === 'function') options.modal.ondismiss();
    }
    function onKey(event) {
      if (event.key === 'Escape') dismiss();
      if (event.key === 'Tab') {
        // Focus stays in the dialog: Tab and Shift+Tab go round its controls.
        event.preventDefault();
        var controls = [cancel, upi, pay, pending];
        var at = controls.indexOf(document.activeElement);
        controls[(at + (event.shiftKey ? controls.length - 1 : 1)) % controls.length].focus();
      }
    }
    cancel.addEventListener('click', dismiss);
    pay.addEventListener('click', function () {
      pay.disabled = true;
      status.textContent = 'Paying\\u2026';
      fetch(SHOP + '/sandbox/razorpay/pay', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ order_id: options.order_id })
      })
        .then(function (response) {
          if (!response.ok) throw new Error('The sandbox could not take this payment.');
          return response.json();
        })
        .then(function (result) {
          close();
          if (typeof options.handler === 'function') options.handler(result);
        })
        .catch(function (error) {
          pay.disabled = false;
          status.textContent = error.message;
        });
    });
    var upi = overlay.querySelector('[data-action="upi"]');
    var pending = overlay.querySelector('[data-field="pending"]');
    function post(path, body) {
      return fetch(SHOP + path, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(body)
      }).then(function (response) {
        if (!response.ok) throw new Error('The sandbox could not take this payment.');
        return response.json();
      });
    }
    // As a UPI app does: the payment waits on the bank, and this popup waits with it until the bank answers.
    upi.addEventListener('click', function () {
      upi.disabled = true;
      pay.disabled = true;
      status.textContent = 'We are waiting for your bank\u2026 approve the payment in your UPI app.';
      post('/sandbox/razorpay/upi', { order_id: options.order_id, pending_seconds: Number(pending.value) || 0 })
        .then(function (started) {
          function ask() {
            post('/sandbox/razorpay/upi/status', { order_id: options.order_id, payment_id: started.payment_id })
              .then(function (result) {
                if (result.pending) return setTimeout(ask, 1000);
                close();
                if (typeof options.handler === 'function') options.handler(result);
              })
              .catch(function () { setTimeout(ask, 2000); });
          }
          ask();
        })
        .catch(function (error) {
          upi.disabled = false;
          pay.disabled = false;
          status.textContent = error.message;
        });
    });
    document.addEventListener('keydown', onKey, true);
    document.body.appendChild(overlay);
    pay.focus();
  };
  window.Razorpay = Razorpay;
})();
`;
