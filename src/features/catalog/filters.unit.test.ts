import { collectionQuery, parseView, viewParams, type CatalogView } from './filters';

const ALL: CatalogView = { categories: [], types: [], search: '', sort: 'relevant' };

describe('the collection view', () => {
  it('round-trips through the URL and leaves defaults out of it', () => {
    const view: CatalogView = { categories: ['Men', 'Kids'], types: ['Summerwear'], search: 'tee', sort: 'high-low' };
    const params = viewParams(view);
    expect(params.toString()).toBe('category=Men&category=Kids&type=Summerwear&q=tee&sort=high-low');
    expect(parseView(params)).toEqual(view);
    expect(viewParams(ALL).toString()).toBe('');
    expect(parseView(new URLSearchParams('sort=cheapest-first'))).toEqual(ALL);
  });

  it('asks the catalog query for a page in a language, leaving defaults and empty groups out so one view is one cache entry', () => {
    expect(collectionQuery({ ...ALL, search: '  ' }, 1, 'en')).toEqual({ lang: 'en', limit: 48 });
    expect(
      collectionQuery({ categories: ['Men', 'Kids'], types: ['Topwear'], search: ' hood ', sort: 'high-low' }, 3, 'hi'),
    ).toEqual({
      lang: 'hi',
      category: ['Men', 'Kids'],
      type: ['Topwear'],
      q: 'hood',
      sort: 'high-low',
      page: 3,
      limit: 48,
    });
  });
});
