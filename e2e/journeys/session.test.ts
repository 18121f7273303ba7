// A stored token the server refuses (expired, or never its own) ends the session with a toast.
import { journey } from '../support/journey';
import { eventually } from '../support/eventually';
import { addToCart, expectCartCount, toast } from '../support/shopperActions';
import { catalog, expiredToken, forgedToken, refusalMessage, type Product } from '../support/shopApi';
import { plantToken, storedToken } from '../support/storage';

const REFUSED_TOKENS = [
  { kind: 'an expired token', token: expiredToken },
  { kind: 'a token signed with another key', token: forgedToken },
];

describe('session', () => {
  for (const { kind, token: makeToken } of REFUSED_TOKENS) {
    journey(`logs the shopper out with a toast when the stored token is ${kind}`, async ({ page, context }) => {
      const [product] = (await catalog()) as [Product];
      const token = makeToken();
      const message = await refusalMessage(token);
      await addToCart(page, product, product.sizes[0] ?? '');
      await expectCartCount(page, 1);

      await plantToken(context, token);
      await page.reload();
      await toast(page, message).waitFor();
      await page.getByRole('link', { name: 'Log in' }).waitFor();
      await expectCartCount(page, 0);
      await eventually(async () => expect(await storedToken(page)).toBeNull());
    });
  }
});
