// Home: the hero, the latest products and best sellers from the catalog, and the subscribe offer.
import { BESTSELLER_COUNT, LATEST_COUNT } from '../../contract';
import { journey } from '../support/journey';
import { rupees } from '../support/money';
import { shownProducts } from '../support/shopperActions';
import { catalog } from '../support/shopApi';

describe('home', () => {
  journey('shows the hero texts and SHOP NOW leads to the collection', async ({ page }) => {
    await page.goto('/');
    await page.getByText('OUR BESTSELLER').waitFor();
    await page.getByRole('heading', { level: 1, name: 'Latest Arrival' }).waitFor();
    await page.getByRole('link', { name: 'SHOP NOW' }).click();
    await page.waitForURL('/collection');
    await page.getByRole('heading', { level: 1, name: 'ALL COLLECTIONS' }).waitFor();
  });

  journey('shows the 10 latest products and the first 5 best sellers of the catalog', async ({ page }) => {
    const products = await catalog();
    const card = (product: (typeof products)[number]) => ({ name: product.name, price: rupees(product.price) });
    await page.goto('/');

    const latest = await shownProducts(page.getByRole('list', { name: 'latest collections' }));
    expect(latest).toEqual(products.slice(0, LATEST_COUNT).map(card));
    const bestsellers = await shownProducts(page.getByRole('list', { name: 'best sellers' }));
    expect(bestsellers).toEqual(
      products
        .filter((product) => product.bestseller)
        .slice(0, BESTSELLER_COUNT)
        .map(card),
    );
  });

  journey('needs an e-mail to subscribe, and subscribing sends nothing', async ({ page }) => {
    await page.goto('/');
    const email = page.getByRole('textbox', { name: 'Your e-mail address' });
    const thanks = page.getByText(
      'Thank you for your interest. We do not send offers by e-mail yet: your address was not kept.',
    );

    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(true);
    expect(await thanks.count()).toBe(0);

    // Pictures may still load as the page scrolls; a sent e-mail would be a page load or an API call.
    const sent: string[] = [];
    page.on('request', (request) => {
      if (['document', 'fetch', 'xhr'].includes(request.resourceType()))
        sent.push(`${request.method()} ${request.url()}`);
    });
    await email.fill('asha.rao@example.com');
    await page.getByRole('button', { name: 'SUBSCRIBE' }).click();
    await thanks.waitFor();
    expect(sent).toEqual([]);
  });
});
