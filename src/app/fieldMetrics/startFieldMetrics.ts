// Real shoppers' measurements (docs/operations.md): a visit the page samples (its FIELD_METRICS_META says the share)
// loads fieldMetrics.ts, a chunk of its own, once the page has loaded and the browser is idle, so the first screen pays
// nothing for it and the other visits never load it. QA mode does not start it: its sessions are not shoppers'.
import { FIELD_METRICS_META } from '../../../contract';

/** The share of visits the page asks to report, 0 when it asks none (the shop takes none, or an old page). */
export function sampleRateOf(doc: Document): number {
  const rate = Number(doc.querySelector(`meta[name="${FIELD_METRICS_META}"]`)?.getAttribute('content') ?? 0);
  return rate > 0 && rate <= 1 ? rate : 0;
}

/** `landingPath` is the address the page was loaded at: its LCP and CLS are that page's. */
export function startFieldMetricsWhenIdle(landingPath: string): void {
  const rate = sampleRateOf(document);
  if (rate === 0 || Math.random() >= rate) return;
  const start = () => {
    import(/* webpackChunkName: "field-metrics" */ './fieldMetrics')
      .then(({ watchFieldMetrics }) => watchFieldMetrics(landingPath))
      // Offline, or a new build replaced the chunk: this visit goes unmeasured, and the shopper is not told.
      .catch(() => undefined);
  };
  const whenIdle = () => {
    if ('requestIdleCallback' in window) requestIdleCallback(start, { timeout: 10_000 });
    else setTimeout(start, 1000);
  };
  if (document.readyState === 'complete') whenIdle();
  else addEventListener('load', whenIdle, { once: true });
}
