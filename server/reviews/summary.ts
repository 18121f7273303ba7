// What a product's shown reviews say together: the average and count, the spread of stars and of fit answers, and
// "most buyers say" once enough buyers answered fit and one answer has more than half of them.
import { FIT_ANSWERS, REVIEW_LIMITS, type FitAnswer, type ReviewSummary } from '../../contract';

/** How many shown reviews gave these stars and this fit. */
export interface SummaryCount {
  stars: number;
  fit: FitAnswer;
  count: number;
}

const STARS = ['1', '2', '3', '4', '5'] as const;

export function summarize(counts: readonly SummaryCount[]): ReviewSummary {
  const stars = Object.fromEntries(STARS.map((value) => [value, 0])) as ReviewSummary['stars'];
  const fit = Object.fromEntries(FIT_ANSWERS.map((answer) => [answer, 0])) as ReviewSummary['fit'];
  let total = 0;
  let starSum = 0;
  for (const row of counts) {
    const key = String(row.stars) as (typeof STARS)[number];
    if (!(key in stars) || !(row.fit in fit)) continue;
    stars[key] += row.count;
    fit[row.fit] += row.count;
    total += row.count;
    starSum += row.stars * row.count;
  }
  // Every review answers fit: its buyers who answered are all of them.
  const leading = FIT_ANSWERS.find((answer) => fit[answer] * 2 > total);
  return {
    average: total === 0 ? null : Math.round((starSum / total) * 10) / 10,
    count: total,
    stars,
    fit,
    fitSays: total >= REVIEW_LIMITS.fitSaysAfter && leading !== undefined ? leading : null,
  };
}
