// The measuring of a sampled visit (started by startFieldMetrics.ts): LCP, INP and CLS from web-vitals, taps and dead
// taps (deadTaps.ts), sent to the server each time the page is hidden, in one beacon. Web Vitals are the page the visit
// was loaded on (a page back from the back/forward cache is loaded anew); taps are the page they were made on. Page
// types only: no address, id or shopper leaves the browser.
import { onCLS, onINP, onLCP, type CLSMetric, type INPMetric, type LCPMetric } from 'web-vitals';
import { FIELD_METRICS_PATH, type FieldReport } from '../../../contract';
import { watchTaps } from './deadTaps';
import { FieldTally } from './fieldTally';
import { pageTypeOf } from './pageTypes';

function send(report: FieldReport): void {
  const body = JSON.stringify(report);
  // A beacon outlives the page; where one is refused (too much queued), a keepalive request does the same.
  if (navigator.sendBeacon?.(FIELD_METRICS_PATH, body)) return;
  fetch(FIELD_METRICS_PATH, { method: 'POST', body, keepalive: true, headers: { 'content-type': 'text/plain' } }).catch(
    () => undefined,
  );
}

export function watchFieldMetrics(landingPath: string): void {
  const tally = new FieldTally();
  let loadedOn = pageTypeOf(landingPath);
  addEventListener('pageshow', (event) => {
    if (event.persisted) loadedOn = pageTypeOf(location.pathname);
  });
  const measured = (metric: LCPMetric | INPMetric | CLSMetric) =>
    tally.metric(loadedOn, metric.id, metric.name, metric.value);
  onLCP(measured);
  onINP(measured);
  onCLS(measured);
  const taps = watchTaps(document, () => {
    const tappedOn = pageTypeOf(location.pathname);
    return (dead) => tally.tap(tappedOn, dead);
  });

  const report = () => {
    taps.settle();
    const taken = tally.take();
    if (taken) send(taken);
  };
  // Bubbling, on window: after web-vitals' own listeners (capturing), which hand over their values as the page hides.
  addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'hidden') report();
  });
  addEventListener('pagehide', report);
}
