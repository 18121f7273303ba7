// /admin/size-charts: the size chart of each category and type, chosen from a list that says how many sizes each has
// (or that it has none), edited in a table and saved whole. Every product of the type without a chart of its own
// shows the saved chart from the shopper's next page.
import { useState } from 'react';
import { PRODUCT_CATEGORIES, PRODUCT_TYPES, type SizeChart } from '../../../../contract';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { useAdminListSizeChartsQuery, useAdminSetSizeChartMutation } from '../adminApi';
import { SizeChartEditor } from '../components/SizeChartEditor';
import { useAct } from '../components/useAct';
import { ErrorText, Field, Notice, Part, Section } from '../components/ui';

interface Kind {
  category: (typeof PRODUCT_CATEGORIES)[number];
  type: (typeof PRODUCT_TYPES)[number];
}

const FIRST: Kind = { category: PRODUCT_CATEGORIES[0], type: PRODUCT_TYPES[0] };
const KINDS: Kind[] = PRODUCT_CATEGORIES.flatMap((category) => PRODUCT_TYPES.map((type) => ({ category, type })));
const keyOf = ({ category, type }: { category: string; type: string }) => `${category}/${type}`;

export function SizeChartsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error, fulfilledTimeStamp } = useAdminListSizeChartsQuery();
  const [setChart, setting] = useAdminSetSizeChartMutation();
  const [chosen, setChosen] = useState(keyOf(FIRST));
  const { notice, act } = useAct();
  const chartOfKind = (key: string) => data?.charts.find((one) => keyOf(one) === key)?.chart ?? null;
  const kind = KINDS.find((one) => keyOf(one) === chosen) ?? FIRST;
  const name = `${kind.category} · ${kind.type}`;
  const stored = chartOfKind(chosen);

  const save = (chart: SizeChart) =>
    act(
      () => setChart({ category: kind.category, type: kind.type, sizeChart: chart }).unwrap(),
      t('admin.sizeCharts.saved', { name }),
    );

  return (
    <Section aria-labelledby="admin-size-charts">
      <h2 id="admin-size-charts">{t('admin.sizeCharts.sizeCharts')}</h2>
      <p>{t('admin.sizeCharts.intro')}</p>
      <Notice role="status">{notice}</Notice>
      {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}
      {!data && !error && <p role="status">{t('admin.loading')}</p>}
      {data && (
        <>
          <Field>
            {t('admin.sizeCharts.chart')}
            <select value={chosen} onChange={(event) => setChosen(event.target.value)}>
              {KINDS.map((one) => {
                const rows = chartOfKind(keyOf(one))?.rows.length;
                return (
                  <option key={keyOf(one)} value={keyOf(one)}>
                    {`${`${one.category} · ${one.type}`} (${rows ? t('admin.sizeCharts.rowCount', { rows }) : t('admin.sizeCharts.noChart')})`}
                  </option>
                );
              })}
            </select>
          </Field>
          <Part aria-labelledby="size-chart-name">
            <h3 id="size-chart-name">{name}</h3>
            {!stored && <p>{t('admin.sizeCharts.noChartYet')}</p>}
            <SizeChartEditor
              key={`${chosen}:${fulfilledTimeStamp ?? 0}`}
              chart={stored}
              save={save}
              busy={setting.isLoading}
            />
          </Part>
        </>
      )}
    </Section>
  );
}
