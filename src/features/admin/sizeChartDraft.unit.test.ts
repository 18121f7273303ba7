import type { SizeChart } from '../../../contract';
import { chartOf, draftOf, withNewRow, type ChartDraft } from './sizeChartDraft';

const KIDS: SizeChart = {
  measure: 'body',
  rows: [
    { size: '2-3Y', chest: 53, waist: 51, hip: null, length: null, height: 95 },
    { size: '4-5Y', chest: 57, waist: 53, hip: null, length: null, height: 110.5 },
  ],
  howToMeasure: ['Height: standing straight, without shoes.', 'Chest: under the arms.'],
  howToMeasureHi: ['क़द: बिना जूतों के सीधे खड़े होकर।', 'छाती: बाँहों के नीचे से।'],
};

const withRow = (draft: ChartDraft, row: number, part: Partial<ChartDraft['rows'][number]>): ChartDraft => ({
  ...draft,
  rows: draft.rows.map((one, index) => (index === row ? { ...one, ...part } : one)),
});

describe("a size chart's draft", () => {
  test('gives back the chart it was made from', () => {
    const draft = draftOf(KIDS);
    expect(draft.rows[1]).toEqual({
      id: 2,
      size: '4-5Y',
      chest: '57',
      waist: '53',
      hip: '',
      length: '',
      height: '110.5',
    });
    expect(draft.howToMeasure).toBe('Height: standing straight, without shoes.\nChest: under the arms.');
    expect(draft.howToMeasureHi).toBe('क़द: बिना जूतों के सीधे खड़े होकर।\nछाती: बाँहों के नीचे से।');
    expect(chartOf(draft)).toEqual({ chart: KIDS });
  });

  test('starts a type without a chart from one empty body-measure row, and adds rows with ids of their own', () => {
    const draft = withNewRow(withNewRow(draftOf(null)));
    expect(draft.measure).toBe('body');
    expect(draft.rows.map((row) => row.id)).toEqual([1, 2, 3]);
    const removedMiddle = { ...draft, rows: draft.rows.filter((row) => row.id !== 2) };
    expect(withNewRow(removedMiddle).rows.map((row) => row.id)).toEqual([1, 3, 4]);
  });

  test('trims sizes and lines, leaves out empty lines, and takes an empty measure as none', () => {
    const draft = {
      ...withRow(draftOf(KIDS), 0, { size: ' 2-3Y ', chest: ' ', waist: ' 51 ' }),
      howToMeasure: '\n  Waist: at the navel.  \n\n',
      howToMeasureHi: '  कमर: नाभि पर।\n ',
    };
    expect(chartOf(draft)).toEqual({
      chart: {
        measure: 'body',
        rows: [{ ...KIDS.rows[0], chest: null }, KIDS.rows[1]],
        howToMeasure: ['Waist: at the navel.'],
        howToMeasureHi: ['कमर: नाभि पर।'],
      },
    });
    // No Hindi lines: the chart has none, and the Hindi pages show the English ones.
    expect(chartOf({ ...draft, howToMeasureHi: ' \n' })).toEqual({
      chart: {
        measure: 'body',
        rows: [{ ...KIDS.rows[0], chest: null }, KIDS.rows[1]],
        howToMeasure: ['Waist: at the navel.'],
      },
    });
  });

  test('says the first thing the server would refuse', () => {
    const draft = draftOf(KIDS);
    expect(chartOf({ ...draft, rows: [] })).toEqual({ problem: { kind: 'noRows' } });
    expect(chartOf(withRow(draft, 1, { size: '  ' }))).toEqual({ problem: { kind: 'noSize', row: 2 } });
    expect(chartOf(withRow(draft, 1, { size: '2-3y' }))).toEqual({ problem: { kind: 'sizeTwice', size: '2-3y' } });
    expect(chartOf(withRow(draft, 0, { size: 'X'.repeat(21) }))).toMatchObject({ problem: { kind: 'sizeTooLong' } });
    for (const typed of ['0', '400', '-3', '12cm', '9,5', '1e2'])
      expect(chartOf(withRow(draft, 1, { hip: typed }))).toEqual({
        problem: { kind: 'badMeasure', size: '4-5Y', measure: 'hip' },
      });
    expect(chartOf(withRow(draft, 1, { hip: '399.9' }))).toMatchObject({ chart: { rows: [{}, { hip: 399.9 }] } });
    expect(
      chartOf({ ...draft, howToMeasure: Array.from({ length: 9 }, (_, line) => `Line ${line}`).join('\n') }),
    ).toEqual({
      problem: { kind: 'tooManyLines', hindi: false },
    });
    expect(chartOf({ ...draft, howToMeasure: `Fine\n${'a'.repeat(201)}` })).toEqual({
      problem: { kind: 'lineTooLong', line: 2, hindi: false },
    });
    expect(
      chartOf({ ...draft, howToMeasureHi: Array.from({ length: 9 }, (_, line) => `पंक्ति ${line}`).join('\n') }),
    ).toEqual({ problem: { kind: 'tooManyLines', hindi: true } });
    expect(chartOf({ ...draft, howToMeasureHi: `ठीक\n\n${'क'.repeat(201)}` })).toEqual({
      problem: { kind: 'lineTooLong', line: 2, hindi: true },
    });
    let full = draft;
    while (full.rows.length <= 12) full = withRow(withNewRow(full), full.rows.length, { size: `S${full.rows.length}` });
    expect(chartOf(full)).toEqual({ problem: { kind: 'tooManyRows' } });
  });
});
