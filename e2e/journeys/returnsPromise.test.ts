// What a product page promises of returns (issue 43, after issue 50's "no promise the shop cannot keep"): in a shop
// with the default window, every product page says returns and size exchanges within its days, in English and Hindi;
// in a shop that takes no returns (RETURN_WINDOW_DAYS=0) no product page promises them. The home page's three promises
// are the ones every shop keeps. On a phone.
import path from 'node:path';
import { loadAllMessages, translatorOf } from '../../src/shared/i18n';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { journey, PHONE } from '../support/journey';
import { catalog } from '../support/shopApi';
import { startShop, type RunningShop } from '../support/shopServer';

beforeAll(() => loadAllMessages());

const RETURN_WORDS = { en: /return|exchange/i, hi: /वापसी|एक्सचेंज|बदलाव/ } as const;

let noReturns: RunningShop;
beforeAll(async () => {
  noReturns = await startShop({
    logFile: path.join(ARTIFACTS_DIR, 'no-returns-shop.log'),
    env: { RETURN_WINDOW_DAYS: '0' },
  });
}, 90_000);
afterAll(async () => {
  await noReturns?.stop();
});

describe('returns on the product page', () => {
  journey(
    'are promised within the shop’s window, in English and Hindi, beside the home page’s three promises',
    async ({ page }) => {
      const [product] = await catalog();
      if (!product) throw new Error('The catalog is empty.');
      for (const language of ['en', 'hi'] as const) {
        const t = translatorOf(language);
        const prefix = language === 'hi' ? '/hi' : '';
        await page.goto(prefix || '/');
        const policies = page.getByRole('list', { name: t('catalog.policies.label') });
        expect(await policies.getByRole('heading').allInnerTexts()).toEqual(
          ['cashOnDelivery', 'tracking', 'support'].map((key) =>
            t(`catalog.policies.${key as 'cashOnDelivery' | 'tracking' | 'support'}.title`),
          ),
        );
        await page.goto(`${prefix}/product/${product._id}`);
        await page.getByText(t('catalog.product.notes.returnsWithin', { days: 7 })).waitFor();
      }
    },
    { viewport: PHONE },
  );

  journey(
    'are promised by no product page of a shop that takes none',
    async ({ page }) => {
      const [product] = await catalog();
      if (!product) throw new Error('The catalog is empty.');
      for (const language of ['en', 'hi'] as const) {
        const prefix = language === 'hi' ? '/hi' : '';
        await page.goto(`${prefix}/product/${product._id}`);
        await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.locator('main').innerText()).not.toMatch(RETURN_WORDS[language]);
      }
    },
    { viewport: PHONE, baseUrl: () => noReturns.baseUrl },
  );
});
