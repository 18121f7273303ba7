// A size chart as the operator edits it (every measure as typed, how to measure as lines of one text), and the chart
// the admin API takes made from it, or the first thing the server would refuse in it.
import {
  SIZE_CHART_COLUMNS,
  SIZE_CHART_LIMITS,
  type SizeChart,
  type SizeChartMeasure,
  type SizeRow,
} from '../../../contract';

export type Measure = (typeof SIZE_CHART_COLUMNS)[number];

/** One size's row as typed; `id` keeps the row's fields in place while rows are added and removed. */
export type RowDraft = { id: number; size: string } & Record<Measure, string>;

export interface ChartDraft {
  measure: SizeChartMeasure;
  rows: RowDraft[];
  /** One instruction a line. */
  howToMeasure: string;
  /** The same in Hindi, for the Hindi pages; empty shows them the English lines. */
  howToMeasureHi: string;
}

export type ChartProblem =
  | { kind: 'noRows' }
  | { kind: 'tooManyRows' }
  | { kind: 'noSize'; row: number }
  | { kind: 'sizeTooLong'; size: string }
  | { kind: 'sizeTwice'; size: string }
  | { kind: 'badMeasure'; size: string; measure: Measure }
  | { kind: 'tooManyLines'; hindi: boolean }
  | { kind: 'lineTooLong'; line: number; hindi: boolean };

const { maxRows, maxSizeLength, maxMeasureCm, maxHowToLines, maxHowToLineLength } = SIZE_CHART_LIMITS;

const emptyRow = (id: number): RowDraft => ({ id, size: '', chest: '', waist: '', hip: '', length: '', height: '' });

/** The draft of a chart; a type or product with none starts from one empty body-measure row. */
export function draftOf(chart: SizeChart | null): ChartDraft {
  if (!chart) return { measure: 'body', rows: [emptyRow(1)], howToMeasure: '', howToMeasureHi: '' };
  return {
    measure: chart.measure,
    rows: chart.rows.map((row, index) => ({
      id: index + 1,
      size: row.size,
      ...(Object.fromEntries(
        SIZE_CHART_COLUMNS.map((measure) => [measure, row[measure] === null ? '' : String(row[measure])]),
      ) as Record<Measure, string>),
    })),
    howToMeasure: chart.howToMeasure.join('\n'),
    howToMeasureHi: (chart.howToMeasureHi ?? []).join('\n'),
  };
}

/** The draft with an empty row after the others. */
export function withNewRow(draft: ChartDraft): ChartDraft {
  const id = Math.max(0, ...draft.rows.map((row) => row.id)) + 1;
  return { ...draft, rows: [...draft.rows, emptyRow(id)] };
}

/** A measure as typed: empty is none; else centimetres more than 0 and less than the limit (a decimal point allowed). */
function measureOf(typed: string): number | null | undefined {
  const trimmed = typed.trim();
  if (trimmed === '') return null;
  if (!/^[0-9]+(\.[0-9]+)?$/.test(trimmed)) return undefined;
  const centimetres = Number(trimmed);
  return centimetres > 0 && centimetres < maxMeasureCm ? centimetres : undefined;
}

/** The chart to send, sizes and lines trimmed and empty lines left out, or the first problem the server would refuse. */
export function chartOf(draft: ChartDraft): { chart: SizeChart } | { problem: ChartProblem } {
  if (draft.rows.length === 0) return { problem: { kind: 'noRows' } };
  if (draft.rows.length > maxRows) return { problem: { kind: 'tooManyRows' } };
  const rows: SizeRow[] = [];
  const seen = new Set<string>();
  for (const [index, typed] of draft.rows.entries()) {
    const size = typed.size.trim();
    if (size === '') return { problem: { kind: 'noSize', row: index + 1 } };
    if (size.length > maxSizeLength) return { problem: { kind: 'sizeTooLong', size } };
    if (seen.has(size.toLowerCase())) return { problem: { kind: 'sizeTwice', size } };
    seen.add(size.toLowerCase());
    const row: SizeRow = { size, chest: null, waist: null, hip: null, length: null, height: null };
    for (const measure of SIZE_CHART_COLUMNS) {
      const value = measureOf(typed[measure]);
      if (value === undefined) return { problem: { kind: 'badMeasure', size, measure } };
      row[measure] = value;
    }
    rows.push(row);
  }
  const english = linesOf(draft.howToMeasure, false);
  if ('problem' in english) return english;
  const hindi = linesOf(draft.howToMeasureHi, true);
  if ('problem' in hindi) return hindi;
  return {
    chart: {
      measure: draft.measure,
      rows,
      howToMeasure: english.lines,
      ...(hindi.lines.length > 0 ? { howToMeasureHi: hindi.lines } : {}),
    },
  };
}

/** One text's lines, trimmed and empty ones left out, or the first the server would refuse. */
function linesOf(text: string, hindi: boolean): { lines: string[] } | { problem: ChartProblem } {
  const lines = text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '');
  if (lines.length > maxHowToLines) return { problem: { kind: 'tooManyLines', hindi } };
  const long = lines.findIndex((line) => line.length > maxHowToLineLength);
  if (long !== -1) return { problem: { kind: 'lineTooLong', line: long + 1, hindi } };
  return { lines };
}
