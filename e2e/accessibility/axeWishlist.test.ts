// axe on the screens of issue 47 (the wishlist, back-in-stock alerts, recently viewed), at a phone's width and a
// desktop's, in English and in Hindi: /wishlist empty and with two saved products, a product with sold-out sizes and
// its "Notify me" form open, the home page's recently viewed row and the unsubscribe page. Each has no serious or
// critical violation, nothing wider than the window, the header's controls apart and inside it (five icons on a
// phone), and its new controls at least 44 px. This file runs its own shop: the sizes it sells out touch no other
// journey.
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { inLanguage, LANGUAGES } from '../../contract';
import { loadAllMessages, productIn, translatorOf } from '../../src/shared/i18n';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { eventually } from '../support/eventually';
import { DESKTOP, journey, PHONE } from '../support/journey';
import { expectAccessible } from '../support/layout';
import { rupees } from '../support/money';
import { runShopCommand } from '../support/operator';
import { catalog, type Product } from '../support/shopApi';
import { startShop, type RunningShop } from '../support/shopServer';
import { plantWishlist } from '../support/storage';

/** The least space between the home page's sections. */
const SECTION_GAP_PX = 48;

let shop: RunningShop;
let folder: string;
let sharedShopUrl: string | undefined;

beforeAll(async () => {
  await loadAllMessages();
  shop = await startShop({ logFile: path.join(ARTIFACTS_DIR, 'axe-wishlist-server.log') });
  // The journeys of this file talk to this shop (shopUrl() reads the variable).
  sharedShopUrl = process.env.E2E_BASE_URL;
  process.env.E2E_BASE_URL = shop.baseUrl;
  folder = mkdtempSync(path.join(os.tmpdir(), 'shop-axe-wishlist-'));
  const [, , soldOut] = await products();
  // Two sizes sold out: the form asks which one.
  for (const size of soldOut.sizes.slice(0, 2))
    await runShopCommand(shop.dataDir, folder, 'stock', 'set', soldOut._id, size, '0');
}, 90_000);

afterAll(async () => {
  process.env.E2E_BASE_URL = sharedShopUrl;
  await shop.stop();
  rmSync(folder, { recursive: true, force: true });
});

/** Two products to save and a third whose first two sizes are sold out, each with three sizes or more. */
async function products(): Promise<[Product, Product, Product]> {
  const [first, second, third] = (await catalog()).filter((each) => each.sizes.length >= 3);
  if (!first || !second || !third) throw new Error('The catalog has too few products with three sizes.');
  return [first, second, third];
}

describe('axe, the wishlist, back-in-stock and recently viewed screens', () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const language of LANGUAGES) {
      const t = translatorOf(language);
      const at = `${language === 'hi' ? 'in Hindi ' : ''}at ${viewport.width} px`;

      journey(
        `/wishlist with nothing saved ${at} has no serious or critical violation`,
        async ({ page }) => {
          await page.goto(inLanguage('/wishlist', language));
          await page.getByText(t('wishlist.empty')).waitFor();
          await expectAccessible(page, page.locator('main'));
        },
        { viewport },
      );

      journey(
        `/wishlist with two saved products, one cheaper than when saved, ${at} has no serious or critical violation`,
        async ({ page, context }) => {
          const [first, second] = await products();
          await plantWishlist(context, {
            items: [
              { productId: first._id, savedPrice: first.price + 300, savedAt: 2 },
              { productId: second._id, savedPrice: second.price, savedAt: 1 },
            ],
          });
          await page.goto(inLanguage('/wishlist', language));
          const list = page.getByRole('list', { name: t('wishlist.list') });
          for (const product of [first, second])
            await list.getByRole('link', { name: productIn(product, language).name }).waitFor();
          await list
            .getByText(t('wishlist.dropped', { price: rupees(first.price), was: rupees(first.price + 300) }))
            .waitFor();
          await expectAccessible(page, page.locator('main'));
        },
        { viewport },
      );

      journey(
        `a product with sold-out sizes and "Notify me" open ${at} has no serious or critical violation`,
        async ({ page }) => {
          const [, , soldOut] = await products();
          const toggle = page.getByRole('button', { name: t('catalog.notify.open') });
          // The page follows the operator's stock within a second.
          await eventually(async () => {
            await page.goto(inLanguage(`/product/${soldOut._id}`, language));
            await toggle.waitFor({ timeout: 1_000 });
          }, 10_000);
          await toggle.click();
          const form = page.getByRole('form', { name: t('catalog.notify.form') });
          await form.getByRole('combobox', { name: t('catalog.notify.size') }).waitFor();
          const heart = page.getByRole('button', {
            name: t('catalog.wishlist.save', { name: productIn(soldOut, language).name }),
          });
          await expectAccessible(page, heart.or(toggle).or(form));
        },
        { viewport },
      );

      journey(
        `the home page with its recently viewed row ${at} has no serious or critical violation`,
        async ({ page, context }) => {
          const [first, second, soldOut] = await products();
          await plantWishlist(context, {
            items: [{ productId: second._id, savedPrice: second.price, savedAt: 1 }],
            viewed: [soldOut._id, second._id, first._id],
          });
          await page.goto(inLanguage('/', language));
          const row = page.getByRole('list', { name: t('catalog.viewed.label') });
          await row.getByRole('link', { name: productIn(first, language).name }).waitFor();
          await expectAccessible(page, row);
          // The note on back-in-stock e-mails after the row stands apart from it, as from the policies before.
          const offer = await page.getByRole('region', { name: t('catalog.alertsNote.title') }).boundingBox();
          const shown = await row.boundingBox();
          expect((offer?.y ?? 0) - ((shown?.y ?? 0) + (shown?.height ?? 0))).toBeGreaterThanOrEqual(SECTION_GAP_PX);
        },
        { viewport },
      );

      journey(
        `the unsubscribe page refusing a forged link ${at} has no serious or critical violation`,
        async ({ page }) => {
          await page.goto(inLanguage('/alerts/unsubscribe?token=forged.link', language));
          await page.getByRole('alert').waitFor();
          await expectAccessible(page, page.locator('main'));
        },
        { viewport },
      );
    }
  }
});
