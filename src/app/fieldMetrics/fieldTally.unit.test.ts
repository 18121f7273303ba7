import { FIELD_REPORT_LIMITS } from '../../../contract';
import { FieldTally } from './fieldTally';
import { pageTypeOf } from './pageTypes';

describe('the report of a visit', () => {
  it('holds each page type once, with its Web Vitals and its taps, and nothing once taken', () => {
    const tally = new FieldTally();
    tally.metric('home', 'v1-lcp', 'LCP', 2100);
    tally.metric('home', 'v1-cls', 'CLS', 0.03);
    tally.tap('home', false);
    tally.tap('home', true);
    tally.tap('product', true);
    expect(tally.take()).toEqual({
      pages: [
        {
          pageType: 'home',
          metrics: [
            { name: 'LCP', value: 2100 },
            { name: 'CLS', value: 0.03 },
          ],
          taps: 2,
          deadTaps: 1,
        },
        { pageType: 'product', metrics: [], taps: 1, deadTaps: 1 },
      ],
    });
    expect(tally.take()).toBeUndefined();
  });

  it('sends a measurement once, though web-vitals reports it again when the page is hidden again', () => {
    const tally = new FieldTally();
    tally.metric('cart', 'v1-inp', 'INP', 120);
    expect(tally.take()?.pages[0]?.metrics).toEqual([{ name: 'INP', value: 120 }]);
    tally.metric('cart', 'v1-inp', 'INP', 480);
    expect(tally.take()).toBeUndefined();
    // A page load back from the cache is measured anew, under its own id.
    tally.metric('cart', 'v2-inp', 'INP', 90);
    expect(tally.take()?.pages[0]?.metrics).toEqual([{ name: 'INP', value: 90 }]);
  });

  it('keeps a second measurement of one page type for the next report, so a report holds one of each', () => {
    const tally = new FieldTally();
    tally.metric('collection', 'v1-lcp', 'LCP', 1800);
    tally.metric('collection', 'v2-lcp', 'LCP', 900);
    expect(tally.take()?.pages[0]?.metrics).toEqual([{ name: 'LCP', value: 1800 }]);
    expect(tally.take()?.pages[0]?.metrics).toEqual([{ name: 'LCP', value: 900 }]);
  });

  it('sends what is past the limits as the limits', () => {
    const tally = new FieldTally();
    tally.metric('login', 'v1-lcp', 'LCP', 900_000);
    tally.metric('login', 'v1-cls', 'CLS', 80);
    for (let tap = 0; tap < FIELD_REPORT_LIMITS.taps + 20; tap += 1) tally.tap('login', true);
    expect(tally.take()).toEqual({
      pages: [
        {
          pageType: 'login',
          metrics: [
            { name: 'LCP', value: FIELD_REPORT_LIMITS.milliseconds },
            { name: 'CLS', value: FIELD_REPORT_LIMITS.layoutShift },
          ],
          taps: FIELD_REPORT_LIMITS.taps,
          deadTaps: FIELD_REPORT_LIMITS.taps,
        },
      ],
    });
  });

  it('holds no more taps than a report may, all its page types together, the dead ones in the same share', () => {
    const tally = new FieldTally();
    for (let tap = 0; tap < 80; tap += 1) tally.tap('product', tap % 4 === 0);
    for (let tap = 0; tap < 80; tap += 1) tally.tap('cart', tap % 2 === 0);
    const pages = tally.take()?.pages ?? [];
    expect(pages.reduce((sum, page) => sum + page.taps, 0)).toBe(FIELD_REPORT_LIMITS.taps);
    expect(pages).toEqual([
      { pageType: 'product', metrics: [], taps: 80, deadTaps: 20 },
      {
        pageType: 'cart',
        metrics: [],
        taps: FIELD_REPORT_LIMITS.taps - 80,
        deadTaps: (FIELD_REPORT_LIMITS.taps - 80) / 2,
      },
    ]);
  });
});

describe('page types', () => {
  it.each([
    ['/', 'home'],
    ['/hi', 'home'],
    ['/collection', 'collection'],
    ['/hi/product/abc123', 'product'],
    ['/orders/5f2a', 'orders'],
    ['/place-order', 'placeOrder'],
    ['/about', 'other'],
    ['/no-such-page', 'other'],
  ])('names %s by its kind: %s', (path, type) => {
    expect(pageTypeOf(path)).toBe(type);
  });
});
