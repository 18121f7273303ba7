// Another storefront of this API on its own origin, as a shop moving to our server keeps its client for a while
// (docs/compat.md). Written for the tests, not taken from any client: one page that calls the API the way the spec's
// section 7 describes (JSON, the `token` header), reads `message` from 200 answers only, returns from Stripe to its own
// /verify and opens the payment popup of the `checkout.js` it loads from the shop.
import { createServer, type Server } from 'node:http';

export interface ClientSite {
  origin: string;
  /** Points the page at the shop it calls (started after the site, since the shop must list the site's origin). */
  useShop(shopUrl: string): void;
  stop(): Promise<void>;
}

const script = (shop: string) => `
const SHOP = ${JSON.stringify(shop)};
const say = (text) => { document.getElementById('said').textContent = text; };
const shown = (html) => { document.getElementById('shown').innerHTML = html; };
async function call(path, body) {
  const response = await fetch(SHOP + path, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { 'Content-Type': 'application/json', token: localStorage.getItem('token') || '' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error('Request failed with status code ' + response.status);
  return response.json();
}
const picture = (item) => '<img src="' + item.image[0] + '" alt="' + item.name + '" width="60" height="75">';
window.logIn = async (email, password) => {
  const answer = await call('/api/user/login', { email, password });
  if (answer.success) localStorage.setItem('token', answer.token);
  say(answer.success ? 'Logged in' : answer.message);
};
window.order = async (method, body) => {
  const answer = await call('/api/order/' + method, body);
  if (!answer.success) return say(answer.message);
  if (method === 'stripe') return location.assign(answer.session_url);
  new window.Razorpay({
    key: 'rzp_test_client', amount: answer.order.amount, currency: answer.order.currency, name: 'Another storefront',
    order_id: answer.order.id,
    handler: async (result) => {
      const verified = await call('/api/order/verifyRazorpay', result);
      if (verified.success) location.assign('/orders');
    },
  }).open();
};
const pages = {
  '/': async () => shown(picture((await call('/api/product/list')).products[0])),
  '/verify': async () => {
    const query = new URLSearchParams(location.search);
    const answer = await call('/api/order/verifyStripe', { success: query.get('success'), orderId: query.get('orderId') });
    location.replace(answer.success ? '/orders' : '/cart');
  },
  '/cart': async () => {
    const lines = Object.values((await call('/api/cart/get', {})).cartData).flatMap((sizes) => Object.values(sizes));
    say(lines.reduce((sum, quantity) => sum + quantity, 0) + ' in the cart');
  },
  '/orders': async () => {
    const orders = (await call('/api/order/userorders', {})).orders;
    shown('<ul aria-label="Orders">' + orders.flatMap((order) => order.items.map((item) =>
      '<li>' + picture(item) + item.name + ', ' + order.paymentMethod + (order.payment ? ', paid' : '') + '</li>')).join('') + '</ul>');
  },
};
(pages[location.pathname] || (async () => undefined))().catch((error) => say(error.message));
`;

const page = (shop: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Another storefront</title>
<script src="${shop}/sandbox/razorpay/checkout.js"></script></head>
<body><main><h1>Another storefront</h1><p role="status" id="said"></p><div id="shown"></div></main>
<script>${script(shop)}</script></body></html>`;

export async function startClientSite(): Promise<ClientSite> {
  let shop = '';
  const server: Server = createServer((_request, response) => {
    response
      .writeHead(200, { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-store' })
      .end(page(shop));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (typeof address !== 'object' || !address) throw new Error('the client site is not listening');
  return {
    origin: `http://127.0.0.1:${address.port}`,
    useShop: (shopUrl) => {
      shop = shopUrl;
    },
    stop: () =>
      new Promise((resolve) => {
        server.close(() => resolve());
        // The browser may keep its connections open; they hold nothing the test still needs.
        server.closeAllConnections();
      }),
  };
}
