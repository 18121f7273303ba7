// 0024: size charts and buyers' reviews. A chart per product type (category and type, the sizing wing), which a
// product may replace with its own; every shop starts with the standard body measures of each type below, which the
// operator changes in /admin or through the admin API. A review per delivered order line (order, product, size: a
// unique key, so two at once cannot both be written), with the reports shoppers make of it, the operator's decisions
// to hide or show it, the photos its buyers uploaded, and one counter every change of what shoppers see raises, which
// tells each process that its kept answers are old (the reviews wing).
import type { Kysely, Migration } from 'kysely';

type Row = [size: string, chest: number | null, waist: number | null, hip: number | null, length: number | null];
type KidsRow = [size: string, height: number, chest: number | null, waist: number, hip: number | null];

const row = ([size, chest, waist, hip, length]: Row) => ({ size, chest, waist, hip, length, height: null });
const kidsRow = ([size, height, chest, waist, hip]: KidsRow) => ({ size, chest, waist, hip, length: null, height });

// Standard Indian body measures in centimetres, written here once: a later change of the charts is the operator's.
const MEN_TOP: Row[] = [
  ['S', 91, 76, null, null],
  ['M', 97, 81, null, null],
  ['L', 102, 86, null, null],
  ['XL', 107, 91, null, null],
  ['XXL', 112, 97, null, null],
];
const MEN_BOTTOM: Row[] = [
  ['S', null, 76, 94, 78],
  ['M', null, 81, 99, 79],
  ['L', null, 86, 104, 80],
  ['XL', null, 91, 109, 81],
  ['XXL', null, 97, 114, 82],
];
const WOMEN_TOP: Row[] = [
  ['S', 86, 70, 94, null],
  ['M', 91, 75, 99, null],
  ['L', 97, 80, 104, null],
  ['XL', 102, 86, 109, null],
  ['XXL', 107, 91, 114, null],
];
const WOMEN_BOTTOM: Row[] = [
  ['S', null, 70, 94, 74],
  ['M', null, 75, 99, 75],
  ['L', null, 80, 104, 76],
  ['XL', null, 86, 109, 77],
  ['XXL', null, 91, 114, 78],
];
const KIDS_TOP: KidsRow[] = [
  ['2-3Y', 95, 53, 51, null],
  ['4-5Y', 110, 57, 53, null],
  ['6-7Y', 122, 61, 55, null],
  ['8-9Y', 134, 66, 58, null],
  ['10-11Y', 146, 72, 61, null],
];
const KIDS_BOTTOM: KidsRow[] = [
  ['2-3Y', 95, null, 51, 55],
  ['4-5Y', 110, null, 53, 60],
  ['6-7Y', 122, null, 55, 65],
  ['8-9Y', 134, null, 58, 71],
  ['10-11Y', 146, null, 61, 77],
];

// How to measure, in English and in Hindi (the Hindi pages' words).
type HowTo = [english: string, hindi: string];
const CHEST: HowTo = [
  'Chest: around the fullest part of the chest, under the arms, the tape level.',
  'छाती: बाँहों के नीचे से, छाती के सबसे चौड़े हिस्से के चारों ओर, फ़ीता सीधा रखकर।',
];
const BUST: HowTo = [
  'Bust: around the fullest part of the bust, the tape level.',
  'बस्ट: बस्ट के सबसे चौड़े हिस्से के चारों ओर, फ़ीता सीधा रखकर।',
];
const WAIST: HowTo = [
  'Waist: around the natural waistline, the narrowest part, with a finger under the tape.',
  'कमर: कमर के सबसे पतले हिस्से के चारों ओर, फ़ीते के नीचे एक उँगली रखकर।',
];
const HIP: HowTo = [
  'Hip: around the fullest part of the hips, feet together.',
  'कूल्हे: कूल्हों के सबसे चौड़े हिस्से के चारों ओर, पैर साथ रखकर।',
];
const INSIDE_LEG: HowTo = [
  'Length: the inside leg, from the crotch to the ankle bone.',
  'लंबाई: पैर के अंदर की ओर, जाँघ के जोड़ से टखने की हड्डी तक।',
];
const HEIGHT: HowTo = [
  'Height: the child standing straight against a wall without shoes; sizes go by height before age.',
  'क़द: बच्चा बिना जूतों के दीवार से सटकर सीधा खड़ा हो; साइज़ उम्र से पहले क़द से चुनें।',
];
const BETWEEN: HowTo = [
  'Between two sizes? Take the larger one for a looser fit.',
  'दो साइज़ के बीच हैं? ढीली फ़िटिंग के लिए बड़ा साइज़ लें।',
];

const TOP_HOW = (first: HowTo) => [first, WAIST, BETWEEN];

export const STANDARD_SIZE_CHARTS: ReadonlyArray<{ category: string; type: string; chart: object }> = [
  ...['Topwear', 'Winterwear', 'Summerwear'].flatMap((type) => [
    { category: 'Men', type, chart: { rows: MEN_TOP.map(row), how: TOP_HOW(CHEST) } },
    { category: 'Women', type, chart: { rows: WOMEN_TOP.map(row), how: [BUST, WAIST, HIP, BETWEEN] } },
    { category: 'Kids', type, chart: { rows: KIDS_TOP.map(kidsRow), how: [HEIGHT, CHEST, WAIST] } },
  ]),
  { category: 'Men', type: 'Bottomwear', chart: { rows: MEN_BOTTOM.map(row), how: [WAIST, HIP, INSIDE_LEG] } },
  {
    category: 'Women',
    type: 'Bottomwear',
    chart: { rows: WOMEN_BOTTOM.map(row), how: [WAIST, HIP, INSIDE_LEG, BETWEEN] },
  },
  {
    category: 'Kids',
    type: 'Bottomwear',
    chart: { rows: KIDS_BOTTOM.map(kidsRow), how: [HEIGHT, WAIST, HIP] },
  },
].map(({ category, type, chart: { rows, how } }) => ({
  category,
  type,
  chart: {
    measure: 'body',
    rows,
    howToMeasure: how.map(([english]) => english),
    howToMeasureHi: how.map(([, hindi]) => hindi),
  },
}));

export const sizeChartsAndReviews: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable('size_charts')
      .addColumn('category', 'text', (c) => c.notNull())
      .addColumn('type', 'text', (c) => c.notNull())
      // JSON: the SizeChart.
      .addColumn('chart', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .addPrimaryKeyConstraint('size_charts_pk', ['category', 'type'])
      .execute();
    const now = Date.now();
    await db
      .insertInto('size_charts' as never)
      .values(
        STANDARD_SIZE_CHARTS.map(({ category, type, chart }) => ({
          category,
          type,
          chart: JSON.stringify(chart),
          updated_at: now,
          updated_by: 'migration 0024',
        })),
      )
      .execute();
    await db.schema
      .createTable('product_size_charts')
      .addColumn('product_id', 'text', (c) => c.primaryKey())
      .addColumn('chart', 'text', (c) => c.notNull())
      .addColumn('updated_at', 'bigint', (c) => c.notNull())
      .addColumn('updated_by', 'text', (c) => c.notNull())
      .execute();

    await db.schema
      .createTable('reviews')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('order_id', 'text', (c) => c.notNull())
      .addColumn('product_id', 'text', (c) => c.notNull())
      .addColumn('size', 'text', (c) => c.notNull())
      .addColumn('stars', 'integer', (c) => c.notNull())
      .addColumn('fit', 'text', (c) => c.notNull())
      .addColumn('title', 'text')
      .addColumn('body', 'text')
      // The picture's path under /images/, as a product's.
      .addColumn('photo', 'text')
      .addColumn('language', 'text', (c) => c.notNull())
      .addColumn('author', 'text', (c) => c.notNull())
      // The product's name when it was written: the operator's list names a product the shop has removed since.
      .addColumn('product_name', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .addColumn('hidden', 'integer', (c) => c.notNull().defaultTo(0))
      .addColumn('hidden_reason', 'text')
      .addUniqueConstraint('reviews_once_per_line', ['order_id', 'product_id', 'size'])
      .execute();
    await db.schema
      .createIndex('reviews_shown_newest')
      .on('reviews')
      .columns(['product_id', 'hidden', 'created_at'])
      .execute();
    await db.schema.createIndex('reviews_by_account').on('reviews').columns(['user_id', 'created_at']).execute();

    await db.schema
      .createTable('review_reports')
      .addColumn('review_id', 'text', (c) => c.notNull())
      .addColumn('user_id', 'text', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      // When the operator's decision on the review (hide or show) settled it; null while it waits.
      .addColumn('settled_at', 'bigint')
      .addPrimaryKeyConstraint('review_reports_pk', ['review_id', 'user_id'])
      .execute();
    await db.schema
      .createIndex('review_reports_by_account')
      .on('review_reports')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('review_decisions')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('review_id', 'text', (c) => c.notNull())
      .addColumn('hidden', 'integer', (c) => c.notNull())
      .addColumn('reason', 'text', (c) => c.notNull())
      .addColumn('decided_by', 'text', (c) => c.notNull())
      .addColumn('decided_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema.createIndex('review_decisions_of_review').on('review_decisions').column('review_id').execute();

    await db.schema
      .createTable('review_photos')
      .addColumn('id', 'text', (c) => c.primaryKey())
      .addColumn('user_id', 'text', (c) => c.notNull())
      // Null while the picture is being made: the upload counts against the day's limit from its start.
      .addColumn('photo', 'text')
      .addColumn('created_at', 'bigint', (c) => c.notNull())
      .execute();
    await db.schema
      .createIndex('review_photos_by_account')
      .on('review_photos')
      .columns(['user_id', 'created_at'])
      .execute();

    await db.schema
      .createTable('review_version')
      .addColumn('name', 'text', (c) => c.primaryKey())
      .addColumn('value', 'bigint', (c) => c.notNull())
      .execute();
    await db
      .insertInto('review_version' as never)
      .values({ name: 'reviews', value: 0 })
      .execute();
  },
};
