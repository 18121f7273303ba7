// /admin/stock/:productId: a product's units per size and its stock ledger, newest first.
import { useParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/format/date';
import { Link, useLanguage } from '../../../shared/i18n';
import { useAdminListStockQuery, useAdminShowStockQuery } from '../adminApi';
import { ErrorText, Section, Table, TableBox } from '../components/ui';
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
          <TableBox>
            <Table>
              <thead>
                <tr>
                  <th scope="col">{text.date}</th>
                  <th scope="col">{text.size}</th>
                  <th scope="col">{text.change_}</th>
                  <th scope="col">{text.balance}</th>
                  <th scope="col">{text.reason}</th>
                  <th scope="col">{text.by}</th>
                </tr>
              </thead>
              <tbody>
                {data.ledger.map((entry, index) => (
                  <tr key={`${entry.at}:${index}`}>
                    <td>{formatDate(entry.at, language)}</td>
                    <td>{entry.size}</td>
                    <td>{entry.delta > 0 ? `+${entry.delta}` : entry.delta}</td>
                    <td>{entry.balance}</td>
                    <td>{entry.reason}</td>
                    <td>{entry.by ?? entry.orderId ?? ''}</td>
                  </tr>
                ))}
              </tbody>
            </Table>
          </TableBox>
        </>
      )}
    </Section>
  );
}
