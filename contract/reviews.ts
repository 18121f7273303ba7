// Size charts and buyers' reviews as both programs know them: their shapes, and the limits the server enforces and
// the storefront states before a shopper meets them.
import type { Language } from './languages';

/** Body measures fit the wearer (chest 96 means a 96 cm chest); garment measures are the piece laid flat. */
export const SIZE_CHART_MEASURES = ['body', 'garment'] as const;
export type SizeChartMeasure = (typeof SIZE_CHART_MEASURES)[number];

/** One size of a chart, every measure in centimetres; null where the chart does not give it. */
export interface SizeRow {
  /** As the product names it: `M`, or a child's age `2-3Y`. */
  size: string;
  chest: number | null;
  waist: number | null;
  hip: number | null;
  length: number | null;
  /** A child's height, which kids' sizes go by. */
  height: number | null;
}

export interface SizeChart {
  measure: SizeChartMeasure;
  rows: SizeRow[];
  /** How to take each measure, one instruction a line. */
  howToMeasure: string[];
  /** The same in Hindi, which the Hindi pages show; where a chart has none, they show `howToMeasure`. */
  howToMeasureHi?: string[];
}

/** The measures of a row, in the order a chart shows them. */
export const SIZE_CHART_COLUMNS = ['chest', 'waist', 'hip', 'length', 'height'] as const;

export const SIZE_CHART_LIMITS = {
  maxRows: 12,
  /** A size's label. */
  maxSizeLength: 20,
  /** Every measure is more than 0 and less than this, in cm. */
  maxMeasureCm: 400,
  maxHowToLines: 8,
  maxHowToLineLength: 200,
} as const;

/** How a piece fits, as its buyer says: runs small, true to size, runs large. */
export const FIT_ANSWERS = ['small', 'true', 'large'] as const;
export type FitAnswer = (typeof FIT_ANSWERS)[number];

export const REVIEW_LIMITS = {
  maxTitleLength: 120,
  maxTextLength: 2000,
  /** Reviews one account may write in 24 hours. */
  reviewsPerDay: 10,
  /** Review photos one account may upload in 24 hours. */
  photosPerDay: 10,
  /** Reviews one account may report in 24 hours. */
  reportsPerDay: 20,
  maxReportReasonLength: 300,
  /** The operator's reason for hiding or showing a review. */
  maxModerationReasonLength: 300,
  /** The product page's newest shown reviews, which its detail answer carries. */
  latestOnProductPage: 5,
  defaultPageSize: 10,
  maxPageSize: 50,
  /** "Most buyers say": given once this many buyers answered fit and one answer has more than half of them. */
  fitSaysAfter: 5,
} as const;

/** A buyer's review, as every shopper reads it. */
export interface Review {
  id: string;
  productId: string;
  stars: 1 | 2 | 3 | 4 | 5;
  fit: FitAnswer;
  /** The size the buyer bought. */
  size: string;
  title: string | null;
  text: string | null;
  /** A picture's URL, like a product photo's. */
  photo: string | null;
  /** The page's language when it was written, which it is shown in. */
  language: Language;
  /** The buyer's first name. */
  author: string;
  /** Milliseconds since 1970. */
  createdAt: number;
  verified: true;
}

/** What the shown reviews of a product say together, whatever their language. */
export interface ReviewSummary {
  /** To one decimal; null without reviews. */
  average: number | null;
  count: number;
  stars: Record<'1' | '2' | '3' | '4' | '5', number>;
  fit: Record<FitAnswer, number>;
  fitSays: FitAnswer | null;
}
