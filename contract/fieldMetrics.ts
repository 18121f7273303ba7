// Real shoppers' measurements (docs/operations.md, "What shoppers meet"): the storefront reports Web Vitals and dead
// taps of a sample of visits, the server keeps them as Prometheus metrics by page type. What one report may hold is
// bounded here, for the storefront to send within and the server to refuse beyond.

/** Where a report is sent (POST, `text/plain` as a beacon sends it, or `application/json`). */
export const FIELD_METRICS_PATH = '/api/metrics/field';

/** `<meta name="shop-field-metrics" content="0.1">`: the share of visits that report; absent when the shop takes none. */
export const FIELD_METRICS_META = 'shop-field-metrics';

/** A tap on a control after which nothing shows for this long is a dead tap. */
export const DEAD_TAP_MS = 1000;

/**
 * The pages a report names, by kind (the storefront's pages of each: src/app/fieldMetrics/pageTypes.ts): every address
 * of one kind is one label, so no address or id leaves the browser.
 */
export const FIELD_PAGE_TYPES = [
  'home',
  'collection',
  'product',
  'cart',
  'login',
  'placeOrder',
  'orders',
  'account',
  'other',
] as const;
export type FieldPageType = (typeof FIELD_PAGE_TYPES)[number];

/** Web Vitals as web-vitals measures them: LCP and INP in milliseconds, CLS a score. */
export const FIELD_METRIC_NAMES = ['LCP', 'INP', 'CLS'] as const;
export type FieldMetricName = (typeof FIELD_METRIC_NAMES)[number];

export const FIELD_REPORT_LIMITS = {
  /** Page types in one report: each at most once. */
  pages: FIELD_PAGE_TYPES.length,
  /** Measurements of one page type in one report: one of each. */
  metrics: FIELD_METRIC_NAMES.length,
  /**
   * The largest LCP or INP reported, in milliseconds: a longer one is sent as this (above the histograms' top bucket;
   * a minute is no page a shopper waited for, and a larger figure would only skew the sums).
   */
  milliseconds: 60_000,
  /** The largest CLS reported. */
  layoutShift: 50,
  /**
   * Taps in one report, all its page types together: about what a busy visit makes between two times its page is
   * hidden. The storefront sends more as this many, its dead ones in the same share.
   */
  taps: 100,
} as const;

export interface FieldPageReport {
  pageType: FieldPageType;
  metrics: Array<{ name: FieldMetricName; value: number }>;
  taps: number;
  deadTaps: number;
}

/** One report: what a visit measured since its last one, by page type. Nothing in it names the shopper or the page. */
export interface FieldReport {
  pages: FieldPageReport[];
}
