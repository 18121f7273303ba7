// An order's return and exchange requests on the operator's order page, each a link to its page in the returns queue.
// The admin order answer does not list them: they are picked from the queue (its first 1000, oldest first).
import { Link } from '../../../shared/i18n';
import { useAdminListReturnsQuery } from '../adminApi';
import { returnsOfOrder, shortId } from '../returnSelectors';
import { useReturnsText } from './useAdminText';

export function OrderReturns({ orderId }: { orderId: string }) {
  const text = useReturnsText();
  const { data } = useAdminListReturnsQuery({ limit: '1000' });
  const requests = returnsOfOrder(data?.returns ?? [], orderId);
  if (requests.length === 0) return null;
  return (
    <div>
      <h3>{text.orderReturns}</h3>
      <ul>
        {requests.map((request) => (
          <li key={request.id}>
            <Link to={`/admin/returns/${request.id}`}>
              {text.orderReturn(
                shortId(request.id),
                request.kind === 'exchange' ? text.exchangeFor(request.exchangeSize ?? '') : text.refund,
                text.stateName(request.state),
              )}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
