import type { Product } from './index';
import { applyView, parseView, viewParams, type CatalogView } from './filters';

const product = (name: string, category: string, subCategory: string, price: number): Product => ({
  _id: name.toLowerCase().replace(/\s+/g, '-'),
  name,
  description: '',
  price,
  image: [],
  category,
  subCategory,
  sizes: ['M'],
  bestseller: false,
  stock: { M: 10 },
});

const PRODUCTS = [
  product('Men Navy Shirt', 'Men', 'Topwear', 999),
  product('Women Blue Jeans', 'Women', 'Bottomwear', 1499),
  product('Kids Red Hoodie', 'Kids', 'Winterwear', 799),
  product('Women Floral Dress', 'Women', 'Summerwear', 1299),
  product('Men Grey Hoodie', 'Men', 'Winterwear', 1299.5),
];
const ALL: CatalogView = { categories: [], types: [], search: '', sort: 'relevant' };
const names = (view: Partial<CatalogView>) => applyView(PRODUCTS, { ...ALL, ...view }).map((p) => p.name);

describe('the collection view', () => {
  it('keeps the list order for "relevant" and shows everything without filters', () => {
    expect(names({})).toEqual(PRODUCTS.map((p) => p.name));
  });

  it('matches any checked value within a group', () => {
    expect(names({ categories: ['Men', 'Kids'] })).toEqual(['Men Navy Shirt', 'Kids Red Hoodie', 'Men Grey Hoodie']);
  });

  it('requires both groups to match when both are used', () => {
    expect(names({ categories: ['Men', 'Women'], types: ['Winterwear', 'Summerwear'] })).toEqual([
      'Women Floral Dress',
      'Men Grey Hoodie',
    ]);
  });

  it('searches names case-insensitively by "contains", together with the filters', () => {
    expect(names({ search: 'HOOD' })).toEqual(['Kids Red Hoodie', 'Men Grey Hoodie']);
    expect(names({ search: 'hoodie', categories: ['Kids'] })).toEqual(['Kids Red Hoodie']);
    expect(names({ search: 'nothing like this' })).toEqual([]);
  });

  it('sorts by price both ways, keeping the list order between equal prices', () => {
    expect(names({ sort: 'low-high' })).toEqual([
      'Kids Red Hoodie',
      'Men Navy Shirt',
      'Women Floral Dress',
      'Men Grey Hoodie',
      'Women Blue Jeans',
    ]);
    expect(names({ sort: 'high-low' })).toEqual([
      'Women Blue Jeans',
      'Men Grey Hoodie',
      'Women Floral Dress',
      'Men Navy Shirt',
      'Kids Red Hoodie',
    ]);
  });

  it('round-trips through the URL and leaves defaults out of it', () => {
    const view: CatalogView = { categories: ['Men', 'Kids'], types: ['Summerwear'], search: 'tee', sort: 'high-low' };
    const params = viewParams(view);
    expect(params.toString()).toBe('category=Men&category=Kids&type=Summerwear&q=tee&sort=high-low');
    expect(parseView(params)).toEqual(view);
    expect(viewParams(ALL).toString()).toBe('');
    expect(parseView(new URLSearchParams('sort=cheapest-first'))).toEqual(ALL);
  });
});
