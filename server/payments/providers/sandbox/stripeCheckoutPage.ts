// The sandbox's stand-in for Stripe's hosted checkout page: the order's lines and total, Pay and Cancel.
import { escapeMarkup } from '../../../pages/markup';
import { toRupees } from '../../../../contract';
import { formatRupees } from '../../../messages';
import type { SandboxSession } from './stripeSandbox';

const rupees = (paise: number) => formatRupees(toRupees(paise));

export function checkoutPage(session: SandboxSession): string {
  const rows = session.lines
    .map(
      (line) =>
        `<tr><td>${escapeMarkup(line.name)}</td><td>${line.quantity}</td><td>${rupees(line.unitAmountPaise * line.quantity)}</td></tr>`,
    )
    .join('');
  const paid = session.paymentStatus === 'paid';
  const action = (what: string) => `/sandbox/stripe/checkout/${encodeURIComponent(session.id)}/${what}`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Test checkout</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#1a1f36;background:#f6f9fc}
main{max-width:32rem;margin:0 auto;padding:1.5rem}
.mode{padding:.5rem 1rem;background:#ffde92;color:#5c3b00;font-weight:700;font-size:.8rem;letter-spacing:.06em;text-align:center}
table{width:100%;border-collapse:collapse;margin:1rem 0;background:#fff}
th,td{padding:.6rem;border-bottom:1px solid #e3e8ee;text-align:left;font-size:.9rem}
td:last-child,th:last-child{text-align:right}
.total{font-size:1.25rem;font-weight:700;text-align:right}
form{display:inline}
.actions{display:flex;gap:.75rem;justify-content:flex-end;margin-top:1.5rem}
button{min-height:44px;padding:0 1.25rem;font:inherit;cursor:pointer;border-radius:6px}
.pay{background:#635bff;color:#fff;border:0}.cancel{background:#fff;border:1px solid #a3acb9;color:#1a1f36}
</style></head>
<body><p class="mode">TEST MODE · This is the shop's payment sandbox. No card is charged.</p>
<main><h1>Pay Kapda</h1>
<table><thead><tr><th scope="col">Item</th><th scope="col">Qty</th><th scope="col">Amount</th></tr></thead><tbody>${rows}</tbody></table>
<p class="total">Total ${rupees(session.amountTotal ?? 0)}</p>
${paid ? '<p role="status">This checkout is already paid.</p>' : ''}
<div class="actions">
<form method="post" action="${action('cancel')}"><button class="cancel" type="submit">Cancel</button></form>
<form method="post" action="${action('pay')}"><button class="pay" type="submit">Pay ${rupees(session.amountTotal ?? 0)}</button></form>
</div></main></body></html>`;
}
