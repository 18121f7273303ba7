// What a visit has measured since its last report, by page type, and the report made of it. Each Web Vital is sent
// once per page load: a histogram takes one value per visit, and web-vitals may report one again when the page is
// hidden a second time.
import {
  FIELD_REPORT_LIMITS,
  type FieldMetricName,
  type FieldPageReport,
  type FieldPageType,
  type FieldReport,
} from '../../../contract';

interface Measured {
  pageType: FieldPageType;
  name: FieldMetricName;
  value: number;
}

const limitOf = (name: FieldMetricName) =>
  name === 'CLS' ? FIELD_REPORT_LIMITS.layoutShift : FIELD_REPORT_LIMITS.milliseconds;

export class FieldTally {
  /** Not yet sent, by web-vitals' id of the measurement (one per metric and page load). */
  private readonly measured = new Map<string, Measured>();
  private readonly sent = new Set<string>();
  private readonly taps = new Map<FieldPageType, { taps: number; deadTaps: number }>();

  metric(pageType: FieldPageType, id: string, name: FieldMetricName, value: number): void {
    if (this.sent.has(id)) return;
    this.measured.set(id, { pageType, name, value: Math.min(Math.max(value, 0), limitOf(name)) });
  }

  tap(pageType: FieldPageType, dead: boolean): void {
    const count = this.taps.get(pageType) ?? { taps: 0, deadTaps: 0 };
    this.taps.set(pageType, { taps: count.taps + 1, deadTaps: count.deadTaps + (dead ? 1 : 0) });
  }

  /** The report of everything measured since the last one (which it empties), or undefined when there is nothing. */
  take(): FieldReport | undefined {
    const pages = new Map<FieldPageType, FieldPageReport>();
    const pageOf = (pageType: FieldPageType) => {
      const page = pages.get(pageType) ?? { pageType, metrics: [], taps: 0, deadTaps: 0 };
      pages.set(pageType, page);
      return page;
    };
    for (const [id, { pageType, name, value }] of this.measured) {
      const page = pageOf(pageType);
      // One of each in a report: a later page load of the same type (back from the cache) waits for the next one.
      if (page.metrics.some((metric) => metric.name === name)) continue;
      page.metrics.push({ name, value });
      this.measured.delete(id);
      this.sent.add(id);
    }
    // A report holds so many taps, all its page types together: more are cut to what is left of that, the dead ones
    // in the same share, so the share of dead taps stays what the visit met.
    let left: number = FIELD_REPORT_LIMITS.taps;
    for (const [pageType, count] of this.taps) {
      const page = pageOf(pageType);
      page.taps = Math.min(count.taps, left);
      page.deadTaps = page.taps === count.taps ? count.deadTaps : Math.round((count.deadTaps * page.taps) / count.taps);
      left -= page.taps;
    }
    this.taps.clear();
    return pages.size > 0 ? { pages: [...pages.values()] } : undefined;
  }
}
