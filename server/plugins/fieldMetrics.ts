// POST /api/metrics/field: what a sample of real shoppers' visits met (LCP, INP, CLS, taps and dead taps by page type),
// kept as Prometheus metrics beside the process's own (plugins/metrics.ts). A report says nothing of the shopper or
// the address: page types and numbers only, and nothing of the request is kept but the counts. Off (answered 204,
// nothing kept) when FIELD_METRICS_SAMPLE_RATE is 0 or the shop serves no metrics.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import type { FastifyInstance } from 'fastify';
import { Counter, Histogram, type Registry } from 'prom-client';
import {
  FIELD_METRICS_PATH,
  FIELD_PAGE_TYPES,
  FIELD_REPORT_LIMITS,
  type FieldPageReport,
  type FieldPageType,
} from '../../contract';
import { HttpError, InvalidInput } from '../errors';
import { failures } from '../schemas/entities';

/** A report is a few hundred bytes; a beacon of more is not one of the storefront's. */
const REPORT_BODY_LIMIT_BYTES = 4096;

/** Reports one address may send per minute: a shopper sends one each time the page is hidden; many share an address. */
export const FIELD_REPORTS_PER_MINUTE = 60;

/**
 * Seconds. Each Web Vital's thresholds are bucket bounds, so the share of good and poor visits is read exactly: LCP
 * good up to 2.5 s, poor above 4 s; INP good up to 200 ms, poor above 500 ms; CLS good up to 0.1, poor above 0.25.
 */
export const LCP_BUCKETS = [0.5, 1, 1.5, 2, 2.5, 3, 4, 5, 6, 8, 10, 15, 20];
export const INP_BUCKETS = [0.05, 0.1, 0.15, 0.2, 0.3, 0.4, 0.5, 0.75, 1, 2, 5];
export const CLS_BUCKETS = [0.01, 0.05, 0.1, 0.15, 0.25, 0.5, 1, 2];

const pageType = Type.Unsafe<FieldPageType>({ type: 'string', enum: [...FIELD_PAGE_TYPES] });
const milliseconds = Type.Number({ minimum: 0, maximum: FIELD_REPORT_LIMITS.milliseconds });
const taps = Type.Integer({ minimum: 0, maximum: FIELD_REPORT_LIMITS.taps });

const FieldReportBody = Type.Object(
  {
    pages: Type.Array(
      Type.Object(
        {
          pageType,
          metrics: Type.Array(
            Type.Union([
              Type.Object({ name: Type.Literal('LCP'), value: milliseconds }, { additionalProperties: false }),
              Type.Object({ name: Type.Literal('INP'), value: milliseconds }, { additionalProperties: false }),
              Type.Object(
                {
                  name: Type.Literal('CLS'),
                  value: Type.Number({ minimum: 0, maximum: FIELD_REPORT_LIMITS.layoutShift }),
                },
                { additionalProperties: false },
              ),
            ]),
            { maxItems: FIELD_REPORT_LIMITS.metrics, description: 'LCP and INP in milliseconds, CLS as its score.' },
          ),
          taps: { ...taps, description: 'Taps on a control (button, link, field, menu) by a pointer.' },
          deadTaps: { ...taps, description: `Of those, taps after which nothing changed on the page within 1 s.` },
        },
        { additionalProperties: false },
      ),
      { minItems: 1, maxItems: FIELD_REPORT_LIMITS.pages },
    ),
  },
  { additionalProperties: false },
);

/**
 * What the schema cannot say: one entry per page type, each metric once in it, no more dead taps than taps, and no
 * more taps in the whole report than one report may hold.
 */
function checkReport(pages: readonly FieldPageReport[]): void {
  const seen = new Set<FieldPageType>();
  let taps = 0;
  for (const [index, page] of pages.entries()) {
    if (seen.has(page.pageType)) throw new InvalidInput(`pages.${index}.pageType ${page.pageType} is named twice.`);
    seen.add(page.pageType);
    const names = new Set<string>();
    for (const [at, { name }] of page.metrics.entries()) {
      if (names.has(name)) throw new InvalidInput(`pages.${index}.metrics.${at} names ${name} twice in one page.`);
      names.add(name);
    }
    if (page.deadTaps > page.taps) throw new InvalidInput(`pages.${index}.deadTaps cannot be more than its taps.`);
    taps += page.taps;
  }
  if (taps > FIELD_REPORT_LIMITS.taps)
    throw new InvalidInput(`A report holds at most ${FIELD_REPORT_LIMITS.taps} taps, all its pages together.`);
}

type Recorder = (pages: readonly FieldPageReport[]) => void;

function createRecorder(registry: Registry): Recorder {
  const labelNames = ['page_type'];
  const registers = [registry];
  const histograms = {
    LCP: new Histogram({
      name: 'storefront_lcp_seconds',
      help: "Largest Contentful Paint of shoppers' visits (sampled), by the page type the visit began on.",
      labelNames,
      buckets: LCP_BUCKETS,
      registers,
    }),
    INP: new Histogram({
      name: 'storefront_inp_seconds',
      help: "Interaction to Next Paint of shoppers' visits (sampled): their slowest answer to a tap or key, by the page type the visit began on.",
      labelNames,
      buckets: INP_BUCKETS,
      registers,
    }),
    CLS: new Histogram({
      name: 'storefront_cls',
      help: "Cumulative Layout Shift of shoppers' visits (sampled), by the page type the visit began on.",
      labelNames,
      buckets: CLS_BUCKETS,
      registers,
    }),
  };
  const tapCount = new Counter({
    name: 'storefront_taps_total',
    help: "Shoppers' taps on controls (sampled visits), by the page type they were made on.",
    labelNames,
    registers,
  });
  const deadTapCount = new Counter({
    name: 'storefront_dead_taps_total',
    help: "Shoppers' taps on controls after which nothing changed on the page within 1 s (sampled visits), by page type.",
    labelNames,
    registers,
  });
  // Every page type from the start, so rate() sees a report's first taps as an increase.
  for (const type of FIELD_PAGE_TYPES) {
    tapCount.inc({ page_type: type }, 0);
    deadTapCount.inc({ page_type: type }, 0);
  }
  return (pages) => {
    for (const page of pages) {
      const labels = { page_type: page.pageType };
      for (const { name, value } of page.metrics)
        histograms[name].observe(labels, name === 'CLS' ? value : value / 1000);
      tapCount.inc(labels, page.taps);
      deadTapCount.inc(labels, page.deadTaps);
    }
  };
}

/** The share of visits the pages ask to report: 0 when the reports would not be kept. */
export const fieldMetricsRate = (app: FastifyInstance): number =>
  app.metrics.registry ? app.config.fieldMetricsSampleRate : 0;

export const fieldMetricsRoutes: FastifyPluginAsyncTypebox = async (app) => {
  const registry = fieldMetricsRate(app) > 0 ? app.metrics.registry : undefined;
  const record = registry ? createRecorder(registry) : undefined;

  // A beacon sends its text as text/plain; the rest of the API refuses that type (app.ts), this route reads it as JSON.
  app.addContentTypeParser('text/plain', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string));
    } catch {
      done(new HttpError(400, { key: 'request.notJson' }), undefined);
    }
  });

  app.post(
    FIELD_METRICS_PATH,
    {
      bodyLimit: REPORT_BODY_LIMIT_BYTES,
      config: {
        rateLimit: {
          max: FIELD_REPORTS_PER_MINUTE,
          timeWindow: '1 minute',
          keyGenerator: (request) => `field-metrics:${request.ip}`,
        },
      },
      schema: {
        tags: ['metrics'],
        operationId: 'reportFieldMetrics',
        summary: "A sampled visit's Web Vitals and dead taps, by page type, for the operator's metrics",
        description:
          'Sent by the storefront as a beacon (text/plain holding JSON, or application/json) when the page is hidden. ' +
          'Kept as the Prometheus metrics storefront_lcp_seconds, storefront_inp_seconds, storefront_cls, ' +
          'storefront_taps_total and storefront_dead_taps_total (docs/operations.md); answered 204 and not kept when ' +
          `the shop takes none (FIELD_METRICS_SAMPLE_RATE=0, or no metrics served). ${FIELD_REPORTS_PER_MINUTE} a ` +
          'minute per client address, then 429.',
        consumes: ['application/json', 'text/plain'],
        body: FieldReportBody,
        response: { 204: Type.Null({ description: 'Taken (or not kept, when the shop takes none).' }), ...failures },
      },
    },
    async (request, reply) => {
      checkReport(request.body.pages);
      record?.(request.body.pages);
      return reply.status(204).send(null);
    },
  );
};
