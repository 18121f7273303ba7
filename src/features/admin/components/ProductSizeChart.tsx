// A saved product's size chart on its form: whose chart its page shows (its own, its type's, or none), a chart of its
// own edited from its type's, and its own taken away so its type's shows again.
import { useState } from 'react';
import type { SizeChart } from '../../../../contract';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { useAdminProductSizeChartQuery, useAdminSetProductSizeChartMutation, type CatalogProduct } from '../adminApi';
import { SizeChartEditor } from './SizeChartEditor';
import { useAct } from './useAct';
import { ErrorText, Notice, Part, Row, SmallButton } from './ui';

export function ProductSizeChart({ product }: { product: CatalogProduct }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error, fulfilledTimeStamp } = useAdminProductSizeChartQuery({ productId: product.id });
  const [setChart, setting] = useAdminSetProductSizeChartMutation();
  const [editing, setEditing] = useState(false);
  const { notice, act } = useAct();
  const own = data?.source === 'product';

  const send = async (chart: SizeChart | null, done: string) => {
    const sent = await act(() => setChart({ id: product.id, body: { chart } }).unwrap(), done);
    if (sent) setEditing(false);
    return sent;
  };

  const says = () => {
    if (own) return t('admin.sizeCharts.usesOwn');
    if (data?.source === 'type')
      return t('admin.sizeCharts.usesType', { name: `${product.category} · ${product.subCategory}` });
    return t('admin.sizeCharts.usesNone');
  };

  return (
    <Part aria-labelledby="product-size-chart">
      <h3 id="product-size-chart">{t('admin.sizeCharts.productChart')}</h3>
      <Notice role="status">{notice}</Notice>
      {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}
      {data && (
        <>
          <p>{says()}</p>
          {(own || editing) && (
            <SizeChartEditor
              key={`${own ? 'own' : 'new'}:${fulfilledTimeStamp ?? 0}`}
              chart={data.chart}
              save={(chart) => send(chart, t('admin.sizeCharts.ownSaved', { product: product.name }))}
              busy={setting.isLoading}
            />
          )}
          <Row>
            {!own && !editing && (
              <SmallButton type="button" onClick={() => setEditing(true)}>
                {t('admin.sizeCharts.giveOwn')}
              </SmallButton>
            )}
            {!own && editing && (
              <SmallButton type="button" onClick={() => setEditing(false)}>
                {t('admin.sizeCharts.cancel')}
              </SmallButton>
            )}
            {own && (
              <SmallButton
                type="button"
                disabled={setting.isLoading}
                onClick={() => void send(null, t('admin.sizeCharts.ownRemoved', { product: product.name }))}
              >
                {t('admin.sizeCharts.removeOwn')}
              </SmallButton>
            )}
          </Row>
        </>
      )}
    </Part>
  );
}
