// axe for a logged-in shopper with a placed order and a cart: every route, in English and in Hindi, and the account
// menu, with no serious or critical violation.
import { inLanguage } from '../../contract';
import { blockingViolations } from '../support/axe';
import { journey } from '../support/journey';
import { shopperWithOrderAndCart } from '../support/preparedShopper';
import { SHOP_ROUTES } from '../support/routes';
import { catalog, type Product } from '../support/shopApi';
import { plantToken } from '../support/storage';

describe('axe, logged in', () => {
  // Read-only for these journeys, so one shopper serves them all.
  let token = '';
  beforeAll(async () => {
    token = (await shopperWithOrderAndCart()).token;
  });

  for (const route of SHOP_ROUTES) {
    journey(`${route.name} has no serious or critical violation`, async ({ page, context }) => {
      const [product] = (await catalog()) as [Product];
      await plantToken(context, token);
      await page.goto(route.path(product));
      await route.ready(page, true).waitFor();
      expect(await blockingViolations(page)).toEqual([]);
    });

    journey(`${route.name} in Hindi has no serious or critical violation`, async ({ page, context }) => {
      const [product] = (await catalog()) as [Product];
      await plantToken(context, token);
      await page.goto(inLanguage(route.path(product), 'hi'));
      await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      expect(await blockingViolations(page)).toEqual([]);
    });
  }

  journey('the open account menu has no serious or critical violation', async ({ page, context }) => {
    await plantToken(context, token);
    await page.goto('/');
    await page.getByRole('button', { name: 'Account' }).hover();
    await page.getByRole('button', { name: 'Logout' }).waitFor();
    expect(await blockingViolations(page)).toEqual([]);
  });
});
