// A size chart edited in place: whose measures (body or garment), a row per size with its measures in centimetres,
// rows added and removed, and how to measure, one instruction a line. Saving checks the chart as the server would
// and says the first thing wrong before anything is sent.
import { useState } from 'react';
import styled from 'styled-components';
import { SIZE_CHART_COLUMNS, SIZE_CHART_LIMITS, SIZE_CHART_MEASURES, type SizeChart } from '../../../../contract';
import { chartOf, draftOf, withNewRow, type ChartDraft, type ChartProblem, type RowDraft } from '../sizeChartDraft';
import type { SizeChartsText } from '../adminText';
import { DataTable } from './DataTable';
import { ErrorText, Field, Row, SmallButton } from './ui';
import { useSizeChartsText } from './useAdminText';

const { maxRows, maxSizeLength, maxMeasureCm, maxHowToLines, maxHowToLineLength } = SIZE_CHART_LIMITS;

function problemText(text: SizeChartsText, problem: ChartProblem): string {
  switch (problem.kind) {
    case 'noRows':
      return text.noRows;
    case 'tooManyRows':
      return text.tooManyRows(maxRows);
    case 'noSize':
      return text.noSize(problem.row);
    case 'sizeTooLong':
      return text.sizeTooLong(problem.size, maxSizeLength);
    case 'sizeTwice':
      return text.sizeTwice(problem.size);
    case 'badMeasure':
      return text.badMeasure(text.columnName[problem.measure], problem.size, maxMeasureCm);
    case 'tooManyLines':
      return text.tooManyLines(maxHowToLines, problem.hindi);
    case 'lineTooLong':
      return text.lineTooLong(problem.line, maxHowToLineLength, problem.hindi);
  }
}

export interface SizeChartEditorProps {
  /** The chart to start from; none starts with one empty row. */
  chart: SizeChart | null;
  /** Sends the chart; answers whether it was saved (the caller says how it went). */
  save: (chart: SizeChart) => Promise<boolean>;
  busy?: boolean;
}

export function SizeChartEditor({ chart, save, busy = false }: SizeChartEditorProps) {
  const text = useSizeChartsText();
  const [draft, setDraft] = useState<ChartDraft>(() => draftOf(chart));
  const [problem, setProblem] = useState('');
  const change = (id: number, part: Partial<RowDraft>) =>
    setDraft((now) => ({ ...now, rows: now.rows.map((row) => (row.id === id ? { ...row, ...part } : row)) }));
  const nameOf = (row: RowDraft) => row.size.trim() || text.rowName(draft.rows.indexOf(row) + 1);

  const send = async () => {
    const checked = chartOf(draft);
    if ('problem' in checked) return setProblem(problemText(text, checked.problem));
    setProblem('');
    if (await save(checked.chart)) setDraft(draftOf(checked.chart));
  };

  return (
    <Editor
      onSubmit={(event) => {
        event.preventDefault();
        if (!busy) void send();
      }}
    >
      <Field>
        {text.measure}
        <select
          value={draft.measure}
          onChange={(event) => setDraft((now) => ({ ...now, measure: event.target.value as ChartDraft['measure'] }))}
        >
          {SIZE_CHART_MEASURES.map((measure) => (
            <option key={measure} value={measure}>
              {text.measureName[measure]}
            </option>
          ))}
        </select>
      </Field>
      <DataTable
        columns={[text.size, ...SIZE_CHART_COLUMNS.map((column) => text.columnName[column]), text.remove]}
        rows={draft.rows}
        rowKey={(row) => String(row.id)}
        phoneLabels={[text.size, ...SIZE_CHART_COLUMNS.map((column) => text.columnName[column]), text.remove]}
        cells={(row) => {
          const name = nameOf(row);
          return [
            <Cell
              key="size"
              aria-label={text.sizeOf(name)}
              maxLength={maxSizeLength}
              value={row.size}
              onChange={(event) => change(row.id, { size: event.target.value })}
            />,
            ...SIZE_CHART_COLUMNS.map((column) => (
              <Cell
                key={column}
                inputMode="decimal"
                aria-label={text.cell(text.columnName[column], name)}
                value={row[column]}
                onChange={(event) => change(row.id, { [column]: event.target.value })}
              />
            )),
            <SmallButton
              key="remove"
              type="button"
              aria-label={text.removeRow(name)}
              onClick={() => setDraft((now) => ({ ...now, rows: now.rows.filter((one) => one.id !== row.id) }))}
            >
              ×
            </SmallButton>,
          ];
        }}
      />
      <Row>
        <SmallButton
          type="button"
          disabled={draft.rows.length >= maxRows}
          onClick={() => setDraft((now) => withNewRow(now))}
        >
          {text.addRow}
        </SmallButton>
      </Row>
      <Field>
        {text.howToMeasure}
        <textarea
          rows={4}
          value={draft.howToMeasure}
          onChange={(event) => setDraft((now) => ({ ...now, howToMeasure: event.target.value }))}
        />
      </Field>
      <Field>
        {text.howToMeasureHi}
        <textarea
          rows={4}
          lang="hi"
          value={draft.howToMeasureHi}
          onChange={(event) => setDraft((now) => ({ ...now, howToMeasureHi: event.target.value }))}
        />
      </Field>
      {problem && <ErrorText role="alert">{problem}</ErrorText>}
      <Row>
        <SmallButton type="submit" aria-busy={busy}>
          {text.save}
        </SmallButton>
      </Row>
    </Editor>
  );
}

const Editor = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  min-width: 0;
`;

const Cell = styled.input`
  width: 5.5rem;
  min-height: 44px;
  padding: ${({ theme }) => theme.space(2)};
  border: 1px solid ${({ theme }) => theme.colors.muted};
  font: inherit;
  background: ${({ theme }) => theme.colors.background};
`;
