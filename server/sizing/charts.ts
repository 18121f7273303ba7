// Size charts: one per product type (category and type), which a product may replace with its own. A product's chart
// is its own, else its type's, else none. Charts are checked whole by their schema (rows, measures, lines); what a
// schema cannot say (each size once) is checked here, and texts are kept trimmed.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { productOrNotFound } from '../catalog';
import type { SizeChart } from '../../contract';
import { SizeChartInvalid } from './errors';

export type ChartSource = 'product' | 'type';

export interface TypeChart {
  category: string;
  type: string;
  chart: SizeChart;
}

/** The chart as stored: sizes and lines trimmed, each size once (in any case), or SizeChartInvalid. */
function checked(chart: SizeChart): string {
  const rows = chart.rows.map((row) => ({ ...row, size: row.size.trim() }));
  const seen = new Set<string>();
  for (const { size } of rows) {
    if (seen.has(size.toLowerCase())) throw new SizeChartInvalid(size);
    seen.add(size.toLowerCase());
  }
  const lines = (given: string[]) => given.map((line) => line.trim());
  return JSON.stringify({
    measure: chart.measure,
    rows,
    howToMeasure: lines(chart.howToMeasure),
    ...(chart.howToMeasureHi?.length ? { howToMeasureHi: lines(chart.howToMeasureHi) } : {}),
  } satisfies SizeChart);
}

const parsed = (json: string) => JSON.parse(json) as SizeChart;

/** The chart a product's page shows, and whose it is; 404 for a product the shop does not have. */
export async function chartOfProduct(
  db: Kysely<DB>,
  productId: string,
): Promise<{ chart: SizeChart | null; source: ChartSource | null }> {
  const product = await productOrNotFound(db, productId);
  const own = await db
    .selectFrom('product_size_charts')
    .select('chart')
    .where('product_id', '=', productId)
    .executeTakeFirst();
  if (own) return { chart: parsed(own.chart), source: 'product' };
  const ofType = await db
    .selectFrom('size_charts')
    .select('chart')
    .where('category', '=', product.category)
    .where('type', '=', product.sub_category)
    .executeTakeFirst();
  return ofType ? { chart: parsed(ofType.chart), source: 'type' } : { chart: null, source: null };
}

/** Every type's chart, by category and type. */
export async function typeCharts(db: Kysely<DB>): Promise<TypeChart[]> {
  const rows = await db
    .selectFrom('size_charts')
    .select(['category', 'type', 'chart'])
    .orderBy('category')
    .orderBy('type')
    .execute();
  return rows.map((row) => ({ category: row.category, type: row.type, chart: parsed(row.chart) }));
}

/** Sets a type's chart (the operator's e-mail recorded); answers it as stored. */
export async function setTypeChart(
  db: Kysely<DB>,
  category: string,
  type: string,
  chart: SizeChart,
  by: string,
): Promise<SizeChart> {
  const values = { chart: checked(chart), updated_at: Date.now(), updated_by: by };
  await db
    .insertInto('size_charts')
    .values({ category, type, ...values })
    .onConflict((conflict) => conflict.columns(['category', 'type']).doUpdateSet(values))
    .execute();
  return parsed(values.chart);
}

/** Gives a product its own chart, or (null) takes it away so its type's shows again; 404 for an unknown product. */
export async function setProductChart(
  db: Kysely<DB>,
  productId: string,
  chart: SizeChart | null,
  by: string,
): Promise<void> {
  await productOrNotFound(db, productId);
  if (chart === null) {
    await db.deleteFrom('product_size_charts').where('product_id', '=', productId).execute();
    return;
  }
  const values = { chart: checked(chart), updated_at: Date.now(), updated_by: by };
  await db
    .insertInto('product_size_charts')
    .values({ product_id: productId, ...values })
    .onConflict((conflict) => conflict.column('product_id').doUpdateSet(values))
    .execute();
}

/**
 * What every chart is now, in one short string that changes with any of them (a rendered page showing a chart is kept
 * until it does): how many there are and when the last was written, the types' and the products' own.
 */
export async function chartsMark(db: Kysely<DB>): Promise<string> {
  const types = await db
    .selectFrom('size_charts')
    .select((eb) => [eb.fn.countAll<number | string>().as('charts'), eb.fn.max('updated_at').as('changed')])
    .executeTakeFirstOrThrow();
  const products = await db
    .selectFrom('product_size_charts')
    .select((eb) => [eb.fn.countAll<number | string>().as('charts'), eb.fn.max('updated_at').as('changed')])
    .executeTakeFirstOrThrow();
  return [types, products].map((row) => `${Number(row.charts)}:${Number(row.changed ?? 0)}`).join('/');
}
