import { nextPageOf } from './nextPage';

describe('where signing in leads', () => {
  it.each([
    ['/place-order', '/place-order'],
    ['/hi/place-order', '/place-order'],
    ['/orders/abc?placed=abc', '/orders/abc?placed=abc'],
    ['/collection?category=Men', '/collection?category=Men'],
  ])('back to a page of the shop: %s → %s', (next, page) => {
    expect(nextPageOf(next)).toBe(page);
  });

  it.each([
    null,
    '',
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '/login',
    '/no-such-page',
    'place-order',
  ])('home for anything else: %p', (next) => {
    expect(nextPageOf(next)).toBe('/');
  });
});
