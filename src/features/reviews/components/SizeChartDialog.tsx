// The size chart's dialog (from the bottom on a phone): the product's chart, its own or its type's, a row per size
// with the measures in cm or inches (the shopper's choice), whether they are the body's or the garment's, and how to
// measure. The chart is asked for when the dialog opens.
import { useState } from 'react';
import styled from 'styled-components';
import { SIZE_CHART_COLUMNS, type Language } from '../../../../contract';
import { formatMeasure } from '../../../shared/format/count';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { Dialog } from '../../../shared/ui/Dialog';
import { choiceButton, Skeleton } from '../../../shared/ui/primitives';
import { useGetSizeChartQuery, type SizeRow } from '../reviewsApi';

const CM_PER_INCH = 2.54;

/** A measure in the unit chosen: whole centimetres, inches to the half. */
function shown(cm: number, inches: boolean, language: Language): string {
  return formatMeasure(inches ? Math.round((cm / CM_PER_INCH) * 2) / 2 : Math.round(cm), language);
}

export default function ChartDialog({ productId, onClose }: { productId: string; onClose: () => void }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [inches, setInches] = useState(false);
  const { data, isLoading } = useGetSizeChartQuery({ productId });
  const chart = data?.chart;
  // Only the measures some size has.
  const columns = chart
    ? SIZE_CHART_COLUMNS.filter((measure) => chart.rows.some((row: SizeRow) => row[measure] !== null))
    : [];
  // The Hindi pages' lines where the chart has them.
  const howTo = (language === 'hi' && chart?.howToMeasureHi?.length ? chart.howToMeasureHi : chart?.howToMeasure) ?? [];
  return (
    <Dialog title={t('catalog.sizeChart.open')} closeLabel={t('reviews.chart.close')} onClose={onClose}>
      {isLoading ? (
        <Skeleton $height="12rem" role="status" aria-label={t('catalog.sizeChart.open')} />
      ) : !chart ? (
        <p>{t('reviews.chart.missing')}</p>
      ) : (
        <Body>
          <Units role="group" aria-label={t('reviews.chart.unit')}>
            <Unit type="button" aria-pressed={!inches} onClick={() => setInches(false)}>
              {t('reviews.chart.cm')}
            </Unit>
            <Unit type="button" aria-pressed={inches} onClick={() => setInches(true)}>
              {t('reviews.chart.inches')}
            </Unit>
          </Units>
          <Scroll>
            <table>
              <caption>
                {t(chart.measure === 'body' ? 'reviews.chart.body' : 'reviews.chart.garment')} (
                {t(inches ? 'reviews.chart.inches' : 'reviews.chart.cm')})
              </caption>
              <thead>
                <tr>
                  <th scope="col">{t('reviews.chart.size')}</th>
                  {columns.map((measure) => (
                    <th key={measure} scope="col">
                      {t(`reviews.chart.${measure}`)}
                    </th>
                  ))}
                </tr>
              </thead>
              <tbody>
                {chart.rows.map((row) => (
                  <tr key={row.size}>
                    <th scope="row">{row.size}</th>
                    {columns.map((measure) => {
                      const cm = row[measure];
                      return <td key={measure}>{cm === null ? '–' : shown(cm, inches, language)}</td>;
                    })}
                  </tr>
                ))}
              </tbody>
            </table>
          </Scroll>
          {howTo.length > 0 && (
            <section aria-labelledby="size-chart-how">
              <h3 id="size-chart-how">{t('reviews.chart.how')}</h3>
              <ul>
                {howTo.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </section>
          )}
        </Body>
      )}
    </Dialog>
  );
}

const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.size.sm};
  & h3 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.size.md};
  }
  & ul {
    margin: 0;
    padding-left: ${({ theme }) => theme.space(5)};
  }
`;

const Units = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
`;

const Unit = styled.button`
  ${choiceButton}
`;

const Scroll = styled.div`
  overflow-x: auto;
  & table {
    width: 100%;
    border-collapse: collapse;
  }
  & caption {
    margin-bottom: ${({ theme }) => theme.space(2)};
    text-align: left;
    color: ${({ theme }) => theme.colors.muted};
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.space(2)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    white-space: nowrap;
  }
`;
