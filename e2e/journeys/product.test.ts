// The product page: gallery, rating, price, the size rule, ADD TO CART and related products.
import { RELATED_COUNT } from '../../contract';
import type { Page } from 'playwright-core';
import { journey, PHONE } from '../support/journey';
import { rupees } from '../support/money';
import { addToCart, chooseSize, expectCartCount, quantityField, shownProducts, toast } from '../support/shopperActions';
import { catalog, type Product } from '../support/shopApi';

async function productWithPictures(): Promise<Product> {
  const product = (await catalog()).find((each) => each.image.length > 1 && each.sizes.length > 1);
  if (!product) throw new Error('The catalog has no product with several pictures and sizes.');
  return product;
}

const mainPicture = (page: Page, product: Product) => page.getByRole('img', { name: product.name, exact: true });

describe('product page', () => {
  journey(
    'shows the gallery, name, its rating ("No reviews yet" before any), price and description',
    async ({ page }) => {
      const product = await productWithPictures();
      await page.goto(`/product/${product._id}`);
      await page.getByRole('heading', { level: 1, name: product.name }).waitFor();
      // No buyer has reviewed the demo catalog: no made-up figure stands in.
      await page.getByText('No reviews yet', { exact: true }).waitFor();
      expect(await page.getByRole('img', { name: /^Rated / }).count()).toBe(0);
      await page.getByText(rupees(product.price), { exact: true }).waitFor();
      await page.getByText(product.description).first().waitFor();
      expect(await mainPicture(page, product).getAttribute('src')).toBe(product.image[0]);

      const thumbnails = page.getByRole('list', { name: 'Pictures' }).getByRole('button');
      expect(await thumbnails.count()).toBe(product.image.length);
      for (const [index, src] of product.image.entries()) {
        const thumbnail = page.getByRole('button', { name: `Picture ${index + 1} of ${product.image.length}` });
        await thumbnail.click();
        expect(await thumbnail.getAttribute('aria-pressed')).toBe('true');
        expect(await mainPicture(page, product).getAttribute('src')).toBe(src);
      }
    },
  );

  journey("asks for a size with the 'Select Product Size' toast and adds nothing", async ({ page }) => {
    const product = await productWithPictures();
    await page.goto(`/product/${product._id}`);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await toast(page, 'Select Product Size').waitFor();
    await expectCartCount(page, 0);
  });

  journey('adds the chosen size; the same size again adds one to its line', async ({ page }) => {
    const product = await productWithPictures();
    const [first = '', second = ''] = product.sizes;
    await addToCart(page, product, first);
    await expectCartCount(page, 1);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await expectCartCount(page, 2);
    await chooseSize(page, second);
    await page.getByRole('button', { name: 'ADD TO CART' }).click();
    await page.getByText(`Added ${product.name}, size ${second}, to your cart.`).waitFor();
    await expectCartCount(page, 3);

    await page.getByRole('link', { name: /^Cart, / }).click();
    expect(await quantityField(page, product, first).inputValue()).toBe('2');
    expect(await quantityField(page, product, second).inputValue()).toBe('1');
  });

  journey('shows up to 5 related products of the same category and subCategory', async ({ page }) => {
    const products = await catalog();
    const product = await productWithPictures();
    const related = products
      .filter((p) => p._id !== product._id && p.category === product.category && p.subCategory === product.subCategory)
      .slice(0, RELATED_COUNT);
    expect(related.length).toBeGreaterThan(0);
    await page.goto(`/product/${product._id}`);
    const grid = page.getByRole('list', { name: 'Related products' });
    expect(await shownProducts(grid)).toEqual(related.map((p) => ({ name: p.name, price: rupees(p.price) })));

    const [next] = related as [Product];
    await grid.getByRole('link', { name: next.name }).click();
    await page.waitForURL(`/product/${next._id}`);
    await page.getByRole('heading', { level: 1, name: next.name }).waitFor();
  });

  journey(
    'on a 390 px phone the related products are one row that scrolls sideways, leaving no card alone on a row',
    async ({ page }) => {
      const products = await catalog();
      const product = products.find(
        (candidate) =>
          products.filter((p) => p.category === candidate.category && p.subCategory === candidate.subCategory).length >
          RELATED_COUNT,
      );
      if (!product) throw new Error('No product has 5 related products.');
      await page.goto(`/product/${product._id}`);
      const grid = page.getByRole('list', { name: 'Related products' });
      const cards = grid.getByRole('listitem');
      await cards.nth(RELATED_COUNT - 1).waitFor();
      const tops = new Set(
        await Promise.all((await cards.all()).map(async (card) => Math.round((await card.boundingBox())?.y ?? -1))),
      );
      expect(tops.size).toBe(1);
      const { scrollWidth, clientWidth } = await grid.evaluate((list) => ({
        scrollWidth: list.scrollWidth,
        clientWidth: list.clientWidth,
      }));
      expect(scrollWidth).toBeGreaterThan(clientWidth);
      // The last card comes into view by scrolling the row, and the page itself never scrolls sideways.
      await cards.nth(RELATED_COUNT - 1).scrollIntoViewIfNeeded();
      expect(await cards.nth(RELATED_COUNT - 1).isVisible()).toBe(true);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    },
    { viewport: PHONE },
  );
});
