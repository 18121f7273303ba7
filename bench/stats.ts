// Small statistics and number formats shared by the sections.

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.min(sorted.length - 1, Math.max(0, Math.ceil(fraction * sorted.length) - 1));
  return sorted[rank] as number;
}

export const median = (values: readonly number[]): number => percentile(values, 0.5);

const whole = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 });
const oneDecimal = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
const twoDecimals = new Intl.NumberFormat('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

export const formatCount = (value: number): string => (Number.isFinite(value) ? whole.format(value) : 'n/a');
export const formatMs = (value: number): string =>
  Number.isFinite(value) ? `${value < 10 ? oneDecimal.format(value) : whole.format(value)} ms` : 'n/a';
export const formatRatio = (value: number): string => (Number.isFinite(value) ? twoDecimals.format(value) : 'n/a');
export const formatDecimal = (value: number, digits = 1): string =>
  Number.isFinite(value) ? value.toFixed(digits) : 'n/a';

/** Bytes in KB (1,000 bytes), the unit the targets use. */
export function formatKb(bytes: number): string {
  if (!Number.isFinite(bytes)) return 'n/a';
  if (bytes === 0) return '0 KB';
  return `${bytes < 10_000 ? oneDecimal.format(bytes / 1000) : whole.format(bytes / 1000)} KB`;
}

/** A share of CPU as cores used (1.00 = one whole core). */
export const formatCores = (value: number): string => (Number.isFinite(value) ? twoDecimals.format(value) : 'n/a');
