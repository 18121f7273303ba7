// "Size chart" beside the sizes: a button opening the chart's dialog, whose code and words come when it is first
// opened.
import { Suspense, useState } from 'react';
import { lazyWithMessages, useTranslation } from '../../../shared/i18n';
import { TextButton } from '../../../shared/ui/primitives';

// Its words are beyond the first screens' (catalogs.ts FIRST_MESSAGES): they come with its code.
const ChartDialog = lazyWithMessages(() => import(/* webpackChunkName: "size-chart" */ './SizeChartDialog'));

export function SizeChartButton({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <>
      <TextButton type="button" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {t('catalog.sizeChart.open')}
      </TextButton>
      {open && (
        <Suspense fallback={null}>
          <ChartDialog productId={productId} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
