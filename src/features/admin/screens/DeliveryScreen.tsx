// /admin/delivery: where the shop delivers and takes cash on delivery. The zone table (seen from the dispatch
// pincode), the areas turned off or on, and the largest cash order; each change answers the whole settings, which the
// screen then shows, and a live line says what was saved.
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { useAdminGetDeliveryQuery } from '../adminApi';
import { CodLimit } from '../components/CodLimit';
import { DeliveryAreas } from '../components/DeliveryAreas';
import { DeliveryZones } from '../components/DeliveryZones';
import { ErrorText, Notice, Section } from '../components/ui';
import { useAct } from '../components/useAct';

export function DeliveryScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data, error, isFetching } = useAdminGetDeliveryQuery();
  const { notice, say: setNotice, act } = useAct();

  return (
    <Section aria-labelledby="admin-delivery">
      <h2 id="admin-delivery">{t('admin.delivery.title')}</h2>
      <p>{t('admin.delivery.intro')}</p>
      <Notice role="status">{notice}</Notice>
      {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}
      {!data && !error && <p role="status">{t('admin.loading')}</p>}
      {data && (
        <>
          <DeliveryZones zones={data.zones} busy={isFetching} act={act} />
          <DeliveryAreas areas={data.areas} busy={isFetching} act={act} say={setNotice} />
          <CodLimit key={String(data.codMaxAmount)} max={data.codMaxAmount} act={act} />
        </>
      )}
    </Section>
  );
}
