// A saved product's size chart on its form: whose chart its page shows (its own, its type's, or none), a chart of its
// own edited from its type's, and its own taken away so its type's shows again.
import { useState } from 'react';
import type { SizeChart } from '../../../../contract';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage } from '../../../shared/i18n';
import { useAdminProductSizeChartQuery, useAdminSetProductSizeChartMutation, type CatalogProduct } from '../adminApi';
import { SizeChartEditor } from './SizeChartEditor';
import { useAct } from './useAct';
import { ErrorText, Notice, Part, Row, SmallButton } from './ui';
import { useAdminText, useSizeChartsText } from './useAdminText';

export function ProductSizeChart({ product }: { product: CatalogProduct }) {
  const text = useSizeChartsText();
  const { failed } = useAdminText();
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
    if (own) return text.usesOwn;
    if (data?.source === 'type') return text.usesType(text.chartName(product.category, product.subCategory));
    return text.usesNone;
  };

  return (
    <Part aria-labelledby="product-size-chart">
      <h3 id="product-size-chart">{text.productChart}</h3>
      <Notice role="status">{notice}</Notice>
      {error && <ErrorText role="alert">{failed(errorMessage(error, language))}</ErrorText>}
      {data && (
        <>
          <p>{says()}</p>
          {(own || editing) && (
            <SizeChartEditor
              key={`${own ? 'own' : 'new'}:${fulfilledTimeStamp ?? 0}`}
              chart={data.chart}
              save={(chart) => send(chart, text.ownSaved(product.name))}
              busy={setting.isLoading}
            />
          )}
          <Row>
            {!own && !editing && (
              <SmallButton type="button" onClick={() => setEditing(true)}>
                {text.giveOwn}
              </SmallButton>
            )}
            {!own && editing && (
              <SmallButton type="button" onClick={() => setEditing(false)}>
                {text.cancel}
              </SmallButton>
            )}
            {own && (
              <SmallButton
                type="button"
                disabled={setting.isLoading}
                onClick={() => void send(null, text.ownRemoved(product.name))}
              >
                {text.removeOwn}
              </SmallButton>
            )}
          </Row>
        </>
      )}
    </Part>
  );
}
