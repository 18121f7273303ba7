// An order's return and exchange requests on the operator's order page, each a link to its page in the returns queue.
// The admin order answer does not list them: they are picked from the queue (its first 1000, oldest first).
import { Link, useTranslation } from '../../../shared/i18n';
import { useAdminListReturnsQuery } from '../adminApi';
import { returnsOfOrder, shortId } from '../returnSelectors';
import { adminPath } from '../../../../contract/adminPages';

export function OrderReturns({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const { data } = useAdminListReturnsQuery({ limit: '1000' });
  const requests = returnsOfOrder(data?.returns ?? [], orderId);
  if (requests.length === 0) return null;
  return (
    <div>
      <h3>{t('admin.returnsQueue.orderReturns')}</h3>
      <ul>
        {requests.map((request) => (
          <li key={request.id}>
            <Link to={adminPath('returnRequest', { returnId: request.id })}>
              {t('admin.returnsQueue.orderReturn', {
                id: shortId(request.id),
                kind:
                  request.kind === 'exchange'
                    ? t('admin.returnsQueue.exchangeFor', { size: request.exchangeSize ?? '' })
                    : t('admin.returnsQueue.refund'),
                state: t(`orders.timeline.steps.${request.state}`),
              })}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}
