// /admin/stock/:productId: a product's units per size and its stock ledger, newest first.
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/format/date';
import { Link, useLanguage } from '../../../shared/i18n';
import { useAdminListStockQuery, useAdminShowStockQuery } from '../adminApi';
import { DataTable } from '../components/DataTable';
import { ErrorText, Section } from '../components/ui';
import { useAdminText } from '../components/useAdminText';

export function StockLedgerScreen() {
  const text = useAdminText();
  const language = useLanguage();
  const { productId = '' } = useParams();
  const { data, error } = useAdminShowStockQuery({ productId });
  const name = useAdminListStockQuery({}).data?.stock.find((level) => level.productId === productId)?.name ?? productId;

  return (
    <Section aria-labelledby="admin-ledger">
      <Link to="/admin/stock">{text.backToStock}</Link>
      <h2 id="admin-ledger">{text.ledgerOf(name)}</h2>
      {error && <ErrorText role="alert">{text.failed(errorMessage(error, language))}</ErrorText>}
      {data && (
        <>
          <p>
            {Object.entries(data.stock)
              .map(([size, units]) => `${size}: ${units}`)
              .join(' · ')}
          </p>
          <DataTable
            columns={[text.date, text.size, text.change_, text.balance, text.reason, text.by]}
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
