// The whole journey in Hindi, as a shopper who reads Hindi walks it: browse, filter, search, a product, its size, the
// cart, sign-up, a cash-on-delivery order and the orders page, all under /hi. Every word on each screen is Hindi,
// but for the shop's name, the language switch's "English", the providers' names and what the shopper typed.
import { randomUUID } from 'node:crypto';
import type { Page } from 'playwright-core';
import { orderNumber } from '../../contract';
import { loadAllMessages, translatorOf } from '../../src/shared/i18n';
import { DELIVERY_FORM_LABELS } from '../../tools/testkit/fixtures';
import { eventually } from '../support/eventually';
import { journey } from '../support/journey';
import { catalog, DELIVERY_ADDRESS, type Product } from '../support/shopApi';

const h = translatorOf('hi');
const en = translatorOf('en');

beforeAll(() => loadAllMessages());

/** Latin words of three letters or more a screen shows or names (its text, labels, alternatives and titles). */
async function latinWords(page: Page): Promise<string[]> {
  const text = await page.evaluate(() =>
    [
      document.title,
      document.body.innerText,
      ...[...document.querySelectorAll('[aria-label], [placeholder], [alt], [title]')].flatMap((element) =>
        ['aria-label', 'placeholder', 'alt', 'title'].map((name) => element.getAttribute(name) ?? ''),
      ),
    ].join('\n'),
  );
  return [...new Set(text.match(/[A-Za-z]{3,}/g) ?? [])];
}

async function expectAllHindi(page: Page, typed: string[]): Promise<void> {
  const allowed = new Set(
    ['Kapda', 'KAPDA', 'kapda', 'example', 'care', en('language.en'), 'Stripe', 'Razorpay', 'XXL', 'UPI']
      .concat(typed)
      .flatMap((text) => text.match(/[A-Za-z]{3,}/g) ?? []),
  );
  expect((await latinWords(page)).filter((word) => !allowed.has(word))).toEqual([]);
}

/** A product for women with Hindi texts and a word of its Hindi name that few others share. */
function womenProduct(products: Product[]): { product: Product; term: string } {
  const women = products.filter((product) => product.category === 'Women' && product.nameHi);
  for (const product of women) {
    for (const term of (product.nameHi ?? '').split(/\s+/)) {
      const matching = women.filter((other) => other.nameHi?.includes(term));
      if (matching.length === 1) return { product, term };
    }
  }
  throw new Error('no women product with a Hindi word of its own');
}

describe('the storefront in Hindi', () => {
  journey(
    'browses, filters, searches, adds a size, signs up, orders with cash on delivery and sees the order',
    async ({ page }) => {
      const products = await catalog();
      const { product, term } = womenProduct(products);
      const size = product.sizes[0] ?? '';
      const email = `asha-${randomUUID()}@example.com`;
      const typed = [email, ...Object.values(DELIVERY_ADDRESS), 'Asha Rao', size];

      await page.goto('/hi');
      await page.getByRole('heading', { level: 1, name: h('catalog.hero.title') }).waitFor();
      await expectAllHindi(page, typed);

      // Browse and filter.
      await page
        .getByRole('navigation', { name: h('nav.main') })
        .getByRole('link', { name: h('nav.collection') })
        .click();
      await page.waitForURL('/hi/collection');
      const womenBox = page.getByRole('checkbox', { name: h('catalog.categories.Women'), exact: true });
      await womenBox.click();
      await eventually(async () => expect(await womenBox.isChecked()).toBe(true));
      const women = products.filter((each) => each.category === 'Women').length;
      await page
        .getByRole('status')
        .filter({ hasText: h('catalog.collection.count', { count: women, shown: women }) })
        .waitFor();
      await expectAllHindi(page, typed);

      // Search by a word of the Hindi name.
      await page.getByRole('button', { name: h('nav.searchProducts') }).click();
      await page.getByRole('combobox', { name: h('catalog.search.label') }).fill(term);
      const grid = page.getByRole('list', { name: h('catalog.products') });
      await eventually(async () => expect(await grid.getByRole('listitem').count()).toBe(1));
      await grid.getByRole('link', { name: product.nameHi }).click();

      // The product, a size, the cart.
      await page.getByRole('heading', { level: 1, name: product.nameHi }).waitFor();
      await page
        .getByRole('group', { name: h('catalog.size.label') })
        .getByRole('button', { name: size, exact: true })
        .click();
      await page.getByRole('button', { name: h('catalog.size.addToCart') }).click();
      await page.getByText(h('catalog.size.added', { name: product.nameHi ?? '', size })).waitFor();
      await expectAllHindi(page, typed);
      await page.getByRole('link', { name: h('nav.cart', { count: 1 }) }).click();
      await page.waitForURL('/hi/cart');
      await page.getByRole('link', { name: product.nameHi }).waitFor();
      await expectAllHindi(page, typed);

      // Sign up.
      await page.getByRole('link', { name: h('profile.logIn') }).click();
      await page.waitForURL('/hi/login');
      await page.getByRole('button', { name: h('auth.createAccount') }).click();
      await page.getByRole('heading', { level: 1, name: h('auth.signUp') }).waitFor();
      await expectAllHindi(page, typed);
      await page.getByRole('textbox', { name: h('auth.name') }).fill('Asha Rao');
      await page.getByRole('textbox', { name: h('auth.email') }).fill(email);
      await page.getByLabel(h('auth.password')).fill('velvet lantern 42');
      await page.getByRole('button', { name: h('auth.signUp') }).click();
      await page.waitForURL('/hi');
      await page.getByRole('button', { name: h('profile.account') }).waitFor();

      // Cash on delivery.
      await page.getByRole('link', { name: h('nav.cart', { count: 1 }) }).click();
      await page.getByRole('button', { name: h('cart.checkout') }).click();
      await page.waitForURL('/hi/place-order');
      for (const field of Object.keys(DELIVERY_FORM_LABELS) as Array<keyof typeof DELIVERY_ADDRESS>)
        await page
          .getByRole('textbox', { name: h(`checkout.fields.${field}`), exact: true })
          .fill(DELIVERY_ADDRESS[field]);
      await expectAllHindi(page, typed);
      await page.getByRole('radio', { name: h('checkout.cod') }).check();
      await page.getByRole('button', { name: h('checkout.place') }).click();

      // The order, in Hindi.
      await page.waitForURL(/\/hi\/orders\?placed=[0-9a-f-]+$/);
      const items = page.getByRole('list', { name: h('orders.items') });
      await items.getByText(product.nameHi ?? '', { exact: true }).waitFor();
      await items.getByText(h('orders.statuses.placed')).waitFor();
      // The order's number is hexadecimal: three of its letters in a row are not an English word.
      const placed = new URL(page.url()).searchParams.get('placed') ?? '';
      await expectAllHindi(page, [...typed, orderNumber(placed)]);
    },
  );
});
