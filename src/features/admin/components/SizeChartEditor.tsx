// A size chart edited in place: whose measures (body or garment), a row per size with its measures in centimetres,
// rows added and removed, and how to measure, one instruction a line. Saving checks the chart as the server would
// and says the first thing wrong before anything is sent.
import { useState } from 'react';
import styled from 'styled-components';
import { SIZE_CHART_COLUMNS, SIZE_CHART_LIMITS, SIZE_CHART_MEASURES, type SizeChart } from '../../../../contract';
import { chartOf, draftOf, withNewRow, type ChartDraft, type ChartProblem, type RowDraft } from '../sizeChartDraft';
import { DataTable } from './DataTable';
import { ErrorText, Field, Row, SmallButton } from './ui';
import { useTranslation, type Translate } from '../../../shared/i18n';

const { maxRows, maxSizeLength, maxMeasureCm, maxHowToLines, maxHowToLineLength } = SIZE_CHART_LIMITS;

function problemText(t: Translate, problem: ChartProblem): string {
  switch (problem.kind) {
    case 'noRows':
      return t('admin.sizeCharts.noRows');
    case 'tooManyRows':
      return t('admin.sizeCharts.tooManyRows', { max: maxRows });
    case 'noSize':
      return t('admin.sizeCharts.noSize', { row: problem.row });
    case 'sizeTooLong':
      return t('admin.sizeCharts.sizeTooLong', { size: problem.size, max: maxSizeLength });
    case 'sizeTwice':
      return t('admin.sizeCharts.sizeTwice', { size: problem.size });
    case 'badMeasure':
      return t('admin.sizeCharts.badMeasure', {
        column: t(`admin.sizeCharts.columnName.${problem.measure}`),
        size: problem.size,
        max: maxMeasureCm,
      });
    case 'tooManyLines':
      return t('admin.sizeCharts.tooManyLines', { max: maxHowToLines, hindi: problem.hindi ? 'yes' : 'no' });
    case 'lineTooLong':
      return t('admin.sizeCharts.lineTooLong', {
        line: problem.line,
        max: maxHowToLineLength,
        hindi: problem.hindi ? 'yes' : 'no',
      });
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
  const { t } = useTranslation();
  const [draft, setDraft] = useState<ChartDraft>(() => draftOf(chart));
  const [problem, setProblem] = useState('');
  const change = (id: number, part: Partial<RowDraft>) =>
    setDraft((now) => ({ ...now, rows: now.rows.map((row) => (row.id === id ? { ...row, ...part } : row)) }));
  const nameOf = (row: RowDraft) =>
    row.size.trim() || t('admin.sizeCharts.rowName', { row: draft.rows.indexOf(row) + 1 });

  const send = async () => {
    const checked = chartOf(draft);
    if ('problem' in checked) return setProblem(problemText(t, checked.problem));
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
        {t('admin.sizeCharts.measure')}
        <select
          value={draft.measure}
          onChange={(event) => setDraft((now) => ({ ...now, measure: event.target.value as ChartDraft['measure'] }))}
        >
          {SIZE_CHART_MEASURES.map((measure) => (
            <option key={measure} value={measure}>
              {t(`admin.sizeCharts.measureName.${measure}`)}
            </option>
          ))}
        </select>
      </Field>
      <DataTable
        columns={[
          t('admin.sizeCharts.size'),
          ...SIZE_CHART_COLUMNS.map((column) => t(`admin.sizeCharts.columnName.${column}`)),
          t('admin.sizeCharts.remove'),
        ]}
        rows={draft.rows}
        rowKey={(row) => String(row.id)}
        phoneLabels={[
          t('admin.sizeCharts.size'),
          ...SIZE_CHART_COLUMNS.map((column) => t(`admin.sizeCharts.columnName.${column}`)),
          t('admin.sizeCharts.remove'),
        ]}
        cells={(row) => {
          const name = nameOf(row);
          return [
            <Cell
              key="size"
              aria-label={t('admin.sizeCharts.sizeOf', { row: name })}
              maxLength={maxSizeLength}
              value={row.size}
              onChange={(event) => change(row.id, { size: event.target.value })}
            />,
            ...SIZE_CHART_COLUMNS.map((column) => (
              <Cell
                key={column}
                inputMode="decimal"
                aria-label={`${t(`admin.sizeCharts.columnName.${column}`)}, ${name}`}
                value={row[column]}
                onChange={(event) => change(row.id, { [column]: event.target.value })}
              />
            )),
            <SmallButton
              key="remove"
              type="button"
              aria-label={t('admin.sizeCharts.removeRow', { row: name })}
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
          {t('admin.sizeCharts.addRow')}
        </SmallButton>
      </Row>
      <Field>
        {t('admin.sizeCharts.howToMeasure')}
        <textarea
          rows={4}
          value={draft.howToMeasure}
          onChange={(event) => setDraft((now) => ({ ...now, howToMeasure: event.target.value }))}
        />
      </Field>
      <Field>
        {t('admin.sizeCharts.howToMeasureHi')}
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
          {t('admin.sizeCharts.save')}
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
