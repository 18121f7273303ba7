import { screen, within } from '@testing-library/react';
import { SHOP_LANGUAGE_HEADER } from '../../contract';
import { serverCatalog } from '../test/catalog';
import { renderApp } from '../test/render';
import { stateAfter } from '../test/state';
import { itemAdded } from '../features/cart';
import { catalogApi, type Product } from '../features/catalog';
import { createActionRecorder } from './qa/recorder';
import { stepLanguages } from './qa/stepLanguages';
import { NO_REVIEWS } from '../test/builders';

afterEach(() => {
  localStorage.clear();
  jest.restoreAllMocks();
});

/** The product as every answer of the test server holds it, with `stock` in place of its own. */
function answersWithStock(productId: string, stock: Product['stock']): void {
  const restock = (value: unknown): unknown => {
    if (Array.isArray(value)) return value.map(restock);
    if (typeof value !== 'object' || value === null) return value;
    const entries = Object.entries(value).map(([key, inner]) => [key, restock(inner)]);
    const object = Object.fromEntries(entries) as Record<string, unknown>;
    return object._id === productId ? { ...object, stock } : object;
  };
  const serverFetch = globalThis.fetch;
  jest.spyOn(globalThis, 'fetch').mockImplementation(async (input, init) => {
    const answer = await serverFetch(input, init);
    if (!new Request(input, init).url.includes('/api/product/')) return answer;
    const body = JSON.stringify(restock(await answer.json()));
    return new Response(body, { status: answer.status, headers: answer.headers });
  });
}

/**
 * Every text the page shows from now on, read when asked: what was added, and what a change or a removal took away, so a
 * text drawn for one render and replaced at the next is among them.
 */
function textsShown(): () => string[] {
  const texts: string[] = [];
  const read = (records: MutationRecord[]) => {
    for (const record of records) {
      if (record.oldValue) texts.push(record.oldValue);
      for (const node of [...record.addedNodes, ...record.removedNodes]) texts.push(node.textContent ?? '');
    }
  };
  const observer = new MutationObserver(read);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true, characterDataOldValue: true });
  return () => {
    read(observer.takeRecords());
    observer.disconnect();
    return [...texts, document.body.textContent ?? ''];
  };
}

describe('the storefront in Hindi under /hi', () => {
  it('shows the home page in Hindi, with links that keep the shopper under /hi', async () => {
    renderApp('/hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'नया आगमन' })).toBeInTheDocument();
    expect(document.documentElement).toHaveAttribute('lang', 'hi');
    expect(screen.getByRole('link', { name: /अभी ख़रीदें/ })).toHaveAttribute('href', '/hi/collection');
    const nav = screen.getByRole('navigation', { name: 'मुख्य', hidden: true });
    expect(
      within(nav)
        .getAllByRole('link', { hidden: true })
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['होम', '/hi'],
      ['कलेक्शन', '/hi/collection'],
      ['हमारे बारे में', '/hi/about'],
      ['संपर्क', '/hi/contact'],
    ]);
    expect(screen.getByRole('link', { name: 'कार्ट, 0 सामान' })).toHaveAttribute('href', '/hi/cart');
    expect(screen.getByRole('link', { name: 'लॉग इन करें' })).toHaveAttribute('href', '/hi/login');
  });

  it('shows the collection in Hindi with its filters, and the counts with Indian grouping', async () => {
    const catalog = await serverCatalog();
    const men = catalog.filter((product) => product.category === 'Men').length;
    renderApp('/hi/collection?category=Men');
    expect(await screen.findByRole('heading', { level: 1, name: 'पुरुष' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: /पुरुष/, hidden: true })).toBeChecked();
    expect(screen.getByRole('combobox', { name: 'उत्पाद क्रम से लगाएँ', hidden: true })).toHaveDisplayValue('क्रम: प्रासंगिक');
    expect(await screen.findByText(`${men.toLocaleString('en-IN')} उत्पाद`)).toBeInTheDocument();
  });

  it('shows a product in Hindi, its price in ₹, and asks for a size in Hindi', async () => {
    const [product] = await serverCatalog();
    if (!product) throw new Error('the demo catalog is empty');
    if (!product.nameHi || !product.descriptionHi) throw new Error('the demo product has no Hindi texts');
    const { user } = renderApp(`/hi/product/${product._id}`);
    // The product's own Hindi name and description (every demo product has them).
    expect(await screen.findByRole('heading', { level: 1, name: product.nameHi })).toBeInTheDocument();
    expect(screen.getAllByText(product.descriptionHi).length).toBeGreaterThan(0);
    expect(screen.queryByText(product.name)).not.toBeInTheDocument();
    expect(screen.getAllByText(`₹${product.price.toLocaleString('en-IN')}`).length).toBeGreaterThan(0);
    expect(screen.getByText('100% असली उत्पाद।')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'कार्ट में डालें' }));
    expect(await screen.findByText('उत्पाद का साइज़ चुनें')).toBeInTheDocument();
  });

  it("opens the size chart with its Hindi headings and the chart's Hindi lines on how to measure", async () => {
    const [product] = await serverCatalog();
    if (!product) throw new Error('the demo catalog is empty');
    const { user } = renderApp(`/hi/product/${product._id}`);
    await user.click(await screen.findByRole('button', { name: 'साइज़ चार्ट' }));
    const dialog = await screen.findByRole('dialog', { name: 'साइज़ चार्ट' });
    const how = await within(dialog).findByRole('region', { name: 'नाप कैसे लें' });
    const lines = within(how)
      .getAllByRole('listitem')
      .map((line) => line.textContent ?? '');
    expect(lines.length).toBeGreaterThan(0);
    expect(lines.every((line) => /^[\u0900-\u097F]/.test(line))).toBe(true);
    expect(within(dialog).getByRole('columnheader', { name: 'साइज़' })).toBeInTheDocument();
  });

  it('says a size at one unit and a sold-out size in Hindi, and refuses a second piece in Hindi', async () => {
    const product = (await serverCatalog()).find((candidate) => candidate.sizes.length >= 2);
    const [low, gone] = product?.sizes ?? [];
    if (!product || !low || !gone) throw new Error('the demo catalog has no product with two sizes');
    answersWithStock(product._id, { ...product.stock, [low]: 1, [gone]: 0 });
    const { user } = renderApp(`/hi/product/${product._id}`);
    const one = await screen.findByRole('button', { name: `${low}: सिर्फ़ 1 बचे` });
    expect(screen.getByRole('button', { name: `${gone}: बिक चुका` })).toBeDisabled();
    expect(screen.queryByText(/Sold out|left/)).not.toBeInTheDocument();
    await user.click(one);
    await user.click(screen.getByRole('button', { name: 'कार्ट में डालें' }));
    await user.click(screen.getByRole('button', { name: 'कार्ट में डालें' }));
    expect(await screen.findByText(`${low} में केवल 1 बचे हैं।`)).toBeInTheDocument();
  });

  it('draws a /hi page in Hindi from its first render and asks the API in Hindi from its first call, with no language action', async () => {
    const [product] = await serverCatalog();
    if (!product) throw new Error('the demo catalog is empty');
    const { _id: id, nameHi, descriptionHi, ...inEnglish } = product;
    if (!nameHi || !descriptionHi) throw new Error('the demo product has no Hindi texts');
    // The product screen's code and the Hindi messages are loaded first, as in a browser that has them: the page draws
    // the product at its very first render, before any effect.
    const warm = renderApp(`/hi/product/${id}`);
    await screen.findByRole('heading', { level: 1, name: nameHi });
    warm.unmount();
    // The cache holds the product as an English page asked for it, without its Hindi texts.
    const askedInEnglish = catalogApi.util.upsertQueryEntries([
      {
        endpointName: 'getProduct',
        arg: { productId: id, lang: 'en' },
        value: {
          ids: [id],
          entities: { [id]: { _id: id, ...inEnglish } },
          productId: id,
          related: [],
          reviews: NO_REVIEWS,
        },
      },
    ]);
    const serverFetch = globalThis.fetch;
    const languages: Array<string | null> = [];
    jest.spyOn(globalThis, 'fetch').mockImplementation((input, init) => {
      languages.push(new Request(input, init).headers.get(SHOP_LANGUAGE_HEADER));
      return serverFetch(input, init);
    });
    const shown = textsShown();
    const recorder = createActionRecorder();
    const { store } = renderApp(`/hi/product/${id}`, {
      preloadedState: { api: stateAfter(askedInEnglish).api },
      recorder,
    });
    expect(await screen.findByRole('heading', { level: 1, name: nameHi })).toBeInTheDocument();
    expect(screen.getAllByText(descriptionHi).length).toBeGreaterThan(0);
    expect(shown().filter((text) => text.includes(product.name) || text.includes(product.description))).toEqual([]);
    expect(languages[0]).toBe('hi');
    expect(new Set(languages)).toEqual(new Set(['hi']));
    // The store never holds the language: no action sets it, and QA's log tells it by its calls' `lang` (the start,
    // before them, holds only the English page's answer).
    expect(recorder.log().actions.filter((action) => action.type.startsWith('language/'))).toEqual([]);
    expect(store.getState()).not.toHaveProperty('language');
    expect(new Set(stepLanguages(recorder.log()).slice(1))).toEqual(new Set(['hi']));
  });

  it("names a cart's line in Hindi on /hi/cart, never in English, though an English page left the product cached", async () => {
    const [product] = await serverCatalog();
    if (!product) throw new Error('the demo catalog is empty');
    const { _id: id, nameHi, descriptionHi, ...inEnglish } = product;
    if (!nameHi || !descriptionHi) throw new Error('the demo product has no Hindi texts');
    const size = product.sizes[0] as string;
    const askedInEnglish = catalogApi.util.upsertQueryEntries([
      {
        endpointName: 'getProductsByIds',
        arg: { id: [id], lang: 'en' },
        value: { ids: [id], entities: { [id]: { _id: id, ...inEnglish } } },
      },
    ]);
    const shown = textsShown();
    renderApp('/hi/cart', {
      preloadedState: stateAfter(askedInEnglish, itemAdded({ productId: id, size })),
    });
    expect(await screen.findByText(nameHi)).toBeInTheDocument();
    expect(shown().filter((text) => text.includes(product.name))).toEqual([]);
  });

  it('answers an unknown Hindi address with the not-found page in Hindi', async () => {
    renderApp('/hi/no-such-page');
    expect(await screen.findByRole('heading', { level: 1, name: 'पेज नहीं मिला' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'कलेक्शन देखें' })).toHaveAttribute('href', '/hi/collection');
  });
});

describe('the language switch', () => {
  it('shows the same page with its filters and search in the other language, and remembers the choice', async () => {
    const { user, location } = renderApp('/collection?category=Kids&q=tee');
    await screen.findByRole('heading', { level: 1, name: 'KIDS “tee”' });
    expect(document.documentElement).toHaveAttribute('lang', 'en');
    const [headerSwitch] = screen.getAllByRole('list', { name: 'Language', hidden: true });
    await user.click(within(headerSwitch as HTMLElement).getByRole('link', { name: 'हिन्दी', hidden: true }));
    expect(await screen.findByRole('heading', { level: 1, name: 'बच्चे “tee” के नतीजे' })).toBeInTheDocument();
    expect(location()).toBe('/hi/collection?category=Kids&q=tee');
    expect(localStorage.getItem('shop.language')).toBe('hi');
    expect(screen.getByRole('checkbox', { name: /बच्चे/, hidden: true })).toBeChecked();
    expect(document.documentElement).toHaveAttribute('lang', 'hi');

    await user.click(screen.getByRole('button', { name: 'मेन्यू खोलें' }));
    const menu = screen.getByRole('navigation', { name: 'मेन्यू' });
    expect(
      within(menu)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['होम', 'कलेक्शन', 'हमारे बारे में', 'संपर्क', 'लॉग इन / साइन अप', 'विशलिस्ट', 'कार्ट']);
    const menuSwitch = within(menu.parentElement as HTMLElement).getByRole('list', { name: 'भाषा' });
    expect(within(menuSwitch).getByRole('link', { name: 'हिन्दी' })).toHaveAttribute('aria-current', 'true');
    await user.click(within(menuSwitch).getByRole('link', { name: 'English' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'KIDS “tee”' })).toBeInTheDocument();
    expect(location()).toBe('/collection?category=Kids&q=tee');
    expect(localStorage.getItem('shop.language')).toBe('en');
  });

  it('opens an English address in Hindi for a shopper who chose Hindi before', async () => {
    localStorage.setItem('shop.language', 'hi');
    const { location } = renderApp('/about?from=mail');
    expect(await screen.findByRole('heading', { level: 1, name: 'हमारे बारे में' })).toBeInTheDocument();
    expect(location()).toBe('/hi/about?from=mail');
  });

  it("leaves a shopper's own page where the address put it (a payment return, the cart)", async () => {
    localStorage.setItem('shop.language', 'hi');
    const { location } = renderApp('/cart');
    expect(await screen.findByRole('heading', { level: 1, name: 'YOUR CART' })).toBeInTheDocument();
    expect(location()).toBe('/cart');
  });
});

describe('the offer of the Hindi shop', () => {
  const browserLanguages = (languages: string[]) =>
    Object.defineProperty(window.navigator, 'languages', { value: languages, configurable: true });
  afterEach(() => browserLanguages(['en-US', 'en']));

  it('is made on the English home page to a browser that prefers Hindi, in Hindi, and leads to the Hindi page', async () => {
    browserLanguages(['hi-IN', 'en']);
    const { user, location } = renderApp('/');
    const offer = await screen.findByRole('complementary', { name: 'भाषा' });
    expect(within(offer).getByText('यह दुकान हिन्दी में भी है।')).toBeInTheDocument();
    await user.click(within(offer).getByRole('link', { name: 'हिन्दी में ख़रीदारी करें' }));
    expect(await screen.findByRole('heading', { level: 1, name: 'नया आगमन' })).toBeInTheDocument();
    expect(location()).toBe('/hi');
    expect(localStorage.getItem('shop.language')).toBe('hi');
    expect(screen.queryByRole('complementary', { name: 'भाषा' })).not.toBeInTheDocument();
  });

  it('goes away with its "no thanks", said in Hindi too, and is not made again once the shopper has chosen', async () => {
    browserLanguages(['hi-IN', 'en']);
    const { user } = renderApp('/');
    const offer = await screen.findByRole('complementary', { name: 'भाषा' });
    expect(within(offer).queryByText('No thanks')).not.toBeInTheDocument();
    await user.click(within(offer).getByRole('button', { name: 'नहीं, धन्यवाद' }));
    expect(screen.queryByRole('complementary', { name: 'भाषा' })).not.toBeInTheDocument();
    expect(localStorage.getItem('shop.language')).toBe('en');
  });

  it('is not made to a browser that prefers English, nor on pages other than home', async () => {
    browserLanguages(['en-IN', 'hi']);
    renderApp('/');
    await screen.findByRole('heading', { level: 1, name: 'Latest Arrival' });
    browserLanguages(['hi-IN']);
    renderApp('/about');
    await screen.findByRole('heading', { level: 1, name: /ABOUT/ });
    expect(screen.queryByRole('complementary', { name: 'भाषा' })).not.toBeInTheDocument();
  });
});
