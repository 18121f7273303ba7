// Size and fit as shoppers and the operator meet them (issue 49): the size chart opened on a phone; a buyer whose
// order the operator delivered reviews it from the product page with a fit answer and a photo, and the product's
// page, as the server draws it too, shows the average, what most buyers say of the fit and the review; a shopper who
// did not buy it is refused, a second review of the line is refused; the operator hides the review and it leaves the
// page and its structured data. This file runs its own shop, whose reviews no other file sees.
import type { Page } from 'playwright-core';
import sharp from 'sharp';
import { shopClient, type Shopper } from '../../tools/testkit/shopClient';
import { eventually } from '../support/eventually';
import { journey, PHONE } from '../support/journey';
import { runShopCommand } from '../support/operator';
import { ownShop } from '../support/ownShop';
import { catalog, placeServerOrder, serverOrders, setServerLine, signUp, type Product } from '../support/shopApi';
import { logIn } from '../support/shopperActions';

const { shop, folder } = ownShop('reviews');
const api = shopClient(() => shop().baseUrl);

async function operatorToken(): Promise<string> {
  const operator = await signUp();
  await runShopCommand(shop().dataDir, folder(), 'users', 'role', operator.email, 'admin');
  return operator.token;
}

/** A new shopper whose order of one piece of `product` in `size` the operator has delivered. */
async function deliveredBuyer(operator: string, product: Product, size: string) {
  const shopper = await signUp();
  await setServerLine(shopper.token, product._id, size, 1);
  await placeServerOrder(shopper.token);
  const [order] = await serverOrders(shopper.token);
  if (!order) throw new Error('The order was not placed.');
  for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
    await api.succeed('POST', `/api/admin/orders/${order._id}/status`, { body: { status }, token: operator });
  return { shopper, orderId: order._id };
}

const review = (shopper: Shopper, body: Record<string, unknown>) =>
  api.call('POST', '/api/product/reviews', { body, token: shopper.token });

/** The page as the server draws it (no script run): its HTML and its structured data. */
async function serverPage(page: Page, path: string): Promise<{ html: string; structured: string }> {
  const html = await (await page.request.get(path)).text();
  const structured = [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => match[1] ?? '')
    .join('\n');
  return { html, structured };
}

describe('size and fit', () => {
  journey(
    'the size chart opens on a phone and reads a measurement',
    async ({ page }) => {
      const [product] = await catalog();
      if (!product) throw new Error('The catalog is empty.');
      await page.goto(`/product/${product._id}`);
      await page.getByRole('button', { name: 'Size chart' }).click();
      const dialog = page.getByRole('dialog', { name: 'Size chart' });
      const row = dialog.getByRole('row', { name: new RegExp(`^${product.sizes[0] ?? ''} `) });
      await row.waitFor();
      const cells = await row.getByRole('cell').allInnerTexts();
      expect(cells.some((cell) => /^\d+$/.test(cell))).toBe(true);
      await dialog.getByRole('button', { name: 'Close the size chart' }).click();
      await dialog.waitFor({ state: 'detached' });
    },
    { viewport: PHONE },
  );

  journey(
    "a buyer's review with its fit and photo shows on the page the server draws, until the operator hides it",
    async ({ page }) => {
      const product = (await catalog()).find((each) => each.sizes.length >= 1 && each.image.length > 0);
      if (!product) throw new Error('The catalog is empty.');
      const size = product.sizes[0] as string;
      const operator = await operatorToken();
      const { shopper, orderId } = await deliveredBuyer(operator, product, size);

      // Someone who did not buy it is refused.
      const stranger = await signUp();
      const refused = await review(stranger, { orderId, productId: product._id, size, stars: 1, fit: 'small' });
      expect(refused.status).toBe(403);

      await logIn(page, shopper.email, shopper.password);
      await page.waitForURL((url) => url.pathname === '/');
      await page.goto(`/product/${product._id}?review=${orderId}`);
      const form = page.getByRole('form', { name: `Your review of size ${size}` });
      await form.getByRole('radio', { name: '5 stars' }).check();
      await form.getByRole('radio', { name: 'True to size' }).check();
      await form.getByRole('textbox', { name: 'Title (optional)' }).fill('Soft and warm');
      await form.getByRole('textbox', { name: 'Your review (optional)' }).fill('Fits as the chart says.');
      const photo = await sharp({ create: { width: 800, height: 1000, channels: 3, background: '#7a5c2b' } })
        .jpeg()
        .toBuffer();
      await form
        .getByLabel('A photo (optional)')
        .setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
      await form.getByRole('button', { name: 'SEND REVIEW' }).click();
      await page.getByText('Thank you: your review is shown.').waitFor();

      // The same line again is refused.
      const again = await review(shopper, { orderId, productId: product._id, size, stars: 4, fit: 'true' });
      expect(again.status).toBe(409);

      // Four more buyers say how it fits: with five answers the page says what most of them say.
      for (let buyer = 0; buyer < 4; buyer += 1) {
        const more = await deliveredBuyer(operator, product, size);
        const sent = await review(more.shopper, {
          orderId: more.orderId,
          productId: product._id,
          size,
          stars: 4,
          fit: 'true',
        });
        expect(sent.status).toBe(200);
      }

      await eventually(async () => {
        const { html, structured } = await serverPage(page, `/product/${product._id}`);
        expect(html).toContain('4.2 (5)');
        // The reviews' own summary: the average, then how many buyers gave it.
        expect(html).toContain('from 5 buyers');
        expect(html).toContain('Most buyers say: true to size');
        expect(html).toContain('Soft and warm');
        expect(structured).toContain('AggregateRating');
        expect(structured).toContain('Soft and warm');
      }, 10_000);

      // The page in the browser shows it too, with its photo.
      await page.goto(`/product/${product._id}`);
      await page.getByRole('tab', { name: 'Reviews (5)' }).click();
      await page.getByRole('heading', { level: 4, name: 'Soft and warm' }).waitFor();
      await page.getByRole('img', { name: /^Photo from / }).waitFor();

      // The operator hides it: gone from the page and its structured data.
      const listed = await api.succeed<{ reviews: Array<{ id: string; title: string | null }> }>(
        'GET',
        '/api/admin/reviews?filter=all',
        { token: operator },
      );
      const written = listed.reviews.find((each) => each.title === 'Soft and warm');
      if (!written) throw new Error('The operator does not see the review.');
      await api.succeed('POST', `/api/admin/reviews/${written.id}/visibility`, {
        body: { hidden: true, reason: 'Shows a face' },
        token: operator,
      });
      await eventually(async () => {
        const { html, structured } = await serverPage(page, `/product/${product._id}`);
        expect(html).not.toContain('Soft and warm');
        expect(structured).not.toContain('Soft and warm');
        expect(html).toContain('4.0 (4)');
      }, 10_000);
    },
  );
});
