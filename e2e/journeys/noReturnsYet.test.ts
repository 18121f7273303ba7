// The shop takes no returns yet (issue 50), so on a phone no page promises them: the home page's three promises are
// the ones it keeps, in English and in Hindi, a product's notes offer no return, and the delivery page says so.
import { loadAllMessages, translatorOf } from '../../src/shared/i18n';
import { journey, PHONE } from '../support/journey';
import { catalog } from '../support/shopApi';

beforeAll(() => loadAllMessages());

const RETURN_WORDS = { en: /return|exchange/i, hi: /वापसी|एक्सचेंज|बदलाव/ } as const;

describe('returns, until the shop takes them', () => {
  journey(
    'are promised by no home or product page, and the delivery page says they are not taken yet',
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
        expect(await page.locator('body').innerText()).not.toMatch(RETURN_WORDS[language]);

        await page.goto(`${prefix}/product/${product._id}`);
        await page.getByRole('heading', { level: 1 }).waitFor();
        expect(await page.locator('main').innerText()).not.toMatch(RETURN_WORDS[language]);

        await page.goto(`${prefix}/delivery`);
        await page.getByText(t('info.delivery.sections.returns.text', { email: '', phone: '' }).slice(0, 20)).waitFor();
      }
    },
    { viewport: PHONE },
  );
});
