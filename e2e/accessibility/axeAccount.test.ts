// axe on the shopper's account pages (issue 31): the account page and an order's page, at a phone's width and a
// desktop's, in English and in Hindi, with no serious or critical violation. Needs the account and order-detail calls
// of the server (getAccount, listAddresses, getOrder).
import { inLanguage } from '../../contract';
import { blockingViolations } from '../support/axe';
import { DESKTOP, journey, PHONE } from '../support/journey';
import { shopperWithOrderAndCart } from '../support/preparedShopper';
import { ACCOUNT_ROUTES } from '../support/routes';
import { saveServerAddress, serverOrders } from '../support/shopApi';
import { plantToken } from '../support/storage';

describe('axe, the account pages', () => {
  // Read-only for these journeys, so one shopper serves them all.
  let token = '';
  let orderId = '';
  beforeAll(async () => {
    token = (await shopperWithOrderAndCart()).token;
    await saveServerAddress(token);
    orderId = (await serverOrders(token))[0]?._id ?? '';
  });

  for (const route of ACCOUNT_ROUTES) {
    for (const viewport of [PHONE, DESKTOP]) {
      journey(
        `${route.name} at ${viewport.width} px has no serious or critical violation`,
        async ({ page, context }) => {
          await plantToken(context, token);
          await page.goto(route.path(orderId));
          await route.ready(page).waitFor();
          expect(await blockingViolations(page)).toEqual([]);
        },
        { viewport },
      );
    }

    journey(
      `${route.name} in Hindi at 390 px has no serious or critical violation`,
      async ({ page, context }) => {
        await plantToken(context, token);
        await page.goto(inLanguage(route.path(orderId), 'hi'));
        await page.locator('html[lang="hi"]').waitFor({ state: 'attached' });
        await page.waitForLoadState('networkidle');
        expect(await blockingViolations(page)).toEqual([]);
      },
      { viewport: PHONE },
    );
  }
});
