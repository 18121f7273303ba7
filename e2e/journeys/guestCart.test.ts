// A guest's cart: it survives a reload, and at login it joins the account's cart with quantities added up.
import { journey } from '../support/journey';
import { eventually } from '../support/eventually';
import { addToCart, expectCartCount, logIn, quantityField } from '../support/shopperActions';
import { catalog, serverCart, setServerLine, signUp, type Product } from '../support/shopApi';

async function threeProducts(): Promise<[Product, Product, Product]> {
  const products = (await catalog()).filter((p) => p.sizes.length > 0);
  if (products.length < 3) throw new Error('The catalog needs three products with sizes.');
  return products.slice(0, 3) as [Product, Product, Product];
}

const firstSize = (product: Product) => product.sizes[0] ?? '';

describe('guest cart', () => {
  journey('keeps the cart through a reload', async ({ page }) => {
    const [shirt, trousers] = await threeProducts();
    await addToCart(page, shirt, firstSize(shirt));
    await addToCart(page, shirt, firstSize(shirt));
    await addToCart(page, trousers, firstSize(trousers));
    await page.goto('/cart');
    await expectCartCount(page, 3);

    await page.reload();
    await expectCartCount(page, 3);
    expect(await quantityField(page, shirt, firstSize(shirt)).inputValue()).toBe('2');
    expect(await quantityField(page, trousers, firstSize(trousers)).inputValue()).toBe('1');
  });

  journey("joins the account's cart at login: quantities of the same line add up", async ({ page }) => {
    const [both, accountOnly, guestOnly] = await threeProducts();
    const shopper = await signUp();
    await setServerLine(shopper.token, both._id, firstSize(both), 2);
    await setServerLine(shopper.token, accountOnly._id, firstSize(accountOnly), 1);

    await addToCart(page, both, firstSize(both));
    await addToCart(page, guestOnly, firstSize(guestOnly));
    await expectCartCount(page, 2);
    await logIn(page, shopper.email, shopper.password);
    await page.waitForURL('/');
    await expectCartCount(page, 5);

    await page.getByRole('link', { name: /^Cart, / }).click();
    expect(await quantityField(page, both, firstSize(both)).inputValue()).toBe('3');
    expect(await quantityField(page, accountOnly, firstSize(accountOnly)).inputValue()).toBe('1');
    expect(await quantityField(page, guestOnly, firstSize(guestOnly)).inputValue()).toBe('1');
    // The merged cart reaches the account, so another device sees the same lines.
    await eventually(async () =>
      expect(await serverCart(shopper.token)).toEqual({
        [both._id]: { [firstSize(both)]: 3 },
        [accountOnly._id]: { [firstSize(accountOnly)]: 1 },
        [guestOnly._id]: { [firstSize(guestOnly)]: 1 },
      }),
    );
  });
});
