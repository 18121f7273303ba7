// A product page's head as the server writes it, with the structured data the storefront builds for it: what a buyer
// wrote stays text inside its JSON-LD script, whatever markup it holds.
import { JSDOM } from 'jsdom';
import type { PageHead } from '../../contract';
import { productData } from '../../src/app/page/structuredData';
import { headTags } from './headTags';

const PAGE_URL = 'https://kapda.example/product/blue-shirt';
const PRODUCT = {
  _id: 'blue-shirt',
  name: 'Blue shirt',
  description: 'A soft cotton shirt.',
  price: 499,
  image: ['https://kapda.example/images/blue-shirt.webp'],
  category: 'Men',
  subCategory: 'Topwear',
  sizes: ['M'],
  bestseller: false,
  stock: { M: 3 },
};
const TITLE = '</script><script>document.title="taken"</script><!--';
const TEXT = 'Tight.\n</SCRIPT ><img src=x onerror=alert(1)> & "quoted" \u2028 end';
const REVIEW = {
  id: 'r1',
  productId: 'blue-shirt',
  stars: 2,
  fit: 'small' as const,
  size: 'M',
  title: TITLE,
  text: TEXT,
  photo: null,
  language: 'en' as const,
  author: '<i>Ravi</i>',
  createdAt: Date.UTC(2026, 10, 20),
  verified: true as const,
};
const SUMMARY = {
  average: 2,
  count: 1,
  stars: { 1: 0, 2: 1, 3: 0, 4: 0, 5: 0 },
  fit: { small: 1, true: 0, large: 0 },
  fitSays: null,
};

const head: PageHead = {
  status: 200,
  siteName: 'Kapda',
  title: 'Blue shirt · Kapda',
  description: 'A soft cotton shirt.',
  canonical: PAGE_URL,
  noindex: false,
  ogType: 'product',
  structuredData: [productData(PRODUCT, PAGE_URL, { summary: SUMMARY, latest: [REVIEW] })],
};

describe("a product page's head", () => {
  it("keeps a buyer's markup inside the JSON-LD as text: one script, and the review's words as written", () => {
    const html = headTags(head);
    const { document } = new JSDOM(`<!doctype html><html><head>${html}</head><body></body></html>`).window;
    const scripts = [...document.querySelectorAll('script')];
    expect(scripts.map((script) => script.type)).toEqual(['application/ld+json']);
    expect(document.querySelectorAll('img, i')).toHaveLength(0);
    expect(document.title).toBe('Blue shirt · Kapda');
    expect(html.toLowerCase().split('</script>')).toHaveLength(2);

    const data = JSON.parse(scripts[0]?.textContent ?? '') as { review: Record<string, unknown>[] };
    expect(data.review).toEqual([
      expect.objectContaining({ name: TITLE, reviewBody: TEXT, author: { '@type': 'Person', name: '<i>Ravi</i>' } }),
    ]);
  });
});
