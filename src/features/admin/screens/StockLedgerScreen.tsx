// /admin/stock/:productId: a product's units per size and its stock ledger, newest first.
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/format/date';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { useAdminListStockQuery, useAdminShowStockQuery } from '../adminApi';
import { DataTable } from '../components/DataTable';
import { ErrorText, Section } from '../components/ui';
import { adminPath } from '../../../../contract/adminPages';

export function StockLedgerScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { productId = '' } = useParams();
  const { data, error } = useAdminShowStockQuery({ productId });
  const name = useAdminListStockQuery({}).data?.stock.find((level) => level.productId === productId)?.name ?? productId;

  return (
    <Section aria-labelledby="admin-ledger">
      <Link to={adminPath('stock')}>{t('admin.backToStock')}</Link>
      <h2 id="admin-ledger">{t('admin.ledgerOf', { name })}</h2>
      {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}
      {data && (
        <>
          <p>
            {Object.entries(data.stock)
              .map(([size, units]) => `${size}: ${units}`)
              .join(' · ')}
          </p>
          <DataTable
            columns={[
              t('admin.date'),
              t('admin.size'),
              t('admin.change_'),
              t('admin.balance'),
              t('admin.reason'),
              t('admin.by'),
            ]}
            rows={data.ledger}
            rowKey={(entry, index) => `${entry.at}:${index}`}
            rowHeader={null}
            cells={(entry) => [
              formatDate(entry.at, language),
              entry.size,
              entry.delta > 0 ? `+${entry.delta}` : entry.delta,
              entry.balance,
              entry.reason,
              entry.by ?? entry.orderId ?? '',
            ]}
          />
        </>
      )}
    </Section>
  );
}
