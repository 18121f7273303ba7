// One order on My orders: its number and status on top, its date, total (and what came back or is still to come back)
// and payment, the items it holds, and the way to its page. Track Order reloads the list and then moves the keyboard to
// the status it refreshed.
import { useRef } from 'react';
import styled from 'styled-components';
import { orderNumber, orderPath } from '../../../../contract';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { Button, spreadRow } from '../../../shared/ui/primitives';
import { OrderItemLine, orderItemLineRules } from './OrderItemLine';
import { media } from '../../../shared/ui/theme';
import type { Order } from '../ordersApi';
import { methodText } from '../statusText';
import { listedAmounts } from '../orderDetail';
import { StatusBadge } from './StatusBadge';

interface Props {
  order: Order;
  tracking: boolean;
  /** Asks for the orders again; settles once they are back. */
  onTrack: () => PromiseLike<unknown>;
}

export function OrderCard({ order, tracking, onTrack }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const status = useRef<HTMLParagraphElement>(null);
  const number = orderNumber(order._id);
  const money = listedAmounts(order.money);
  const headingId = `order-${order._id}`;

  // The button is disabled while the orders come back, which drops the focus: it lands on the fresh status instead.
  const track = () => void onTrack().then(() => status.current?.focus());

  return (
    <Card aria-labelledby={headingId}>
      <Head>
        <h2 id={headingId}>{t('orders.number', { number })}</h2>
        <StatusBadge ref={status} status={order.status} />
      </Head>
      <Facts>
        <p>
          {t('orders.date')}{' '}
          <time dateTime={new Date(order.date).toISOString()}>{formatDate(order.date, language)}</time>
        </p>
        <p className="total">{t('orders.total', { amount: formatPrice(money.total, language) })}</p>
        {money.refunded > 0 && <p>{t('orders.refundedTotal', { amount: formatPrice(money.refunded, language) })}</p>}
        {money.pending > 0 && <p>{t('orders.pendingTotal', { amount: formatPrice(money.pending, language) })}</p>}
        <p>{t('orders.payment', { method: methodText(order.paymentMethod, t) })}</p>
      </Facts>
      <Items aria-label={t('orders.itemsOf', { number })}>
        {order.items.map((item, index) => (
          <li key={`${item._id}-${item.size}-${index}`}>
            <OrderItemLine item={item} pictureSizes="4rem" />
          </li>
        ))}
      </Items>
      <Actions>
        <DetailLink to={orderPath(order._id)} aria-label={t('orders.detailsOf', { number })}>
          {t('orders.details')}
        </DetailLink>
        <Button type="button" $variant="outline" disabled={tracking} onClick={track}>
          {t('orders.track')}
        </Button>
      </Actions>
    </Card>
  );
}

const Card = styled.li`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  padding: ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  & + & {
    margin-top: ${({ theme }) => theme.space(4)};
  }
  ${media.md} {
    padding: ${({ theme }) => theme.space(6)};
  }
`;

const Head = styled.div`
  ${spreadRow(2)}
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.md};
    font-weight: 600;
    letter-spacing: 0.02em;
  }
`;

const Facts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(1)} ${theme.space(5)}`};
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  & p {
    margin: 0;
  }
  & p.total {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const Items = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: grid;
    grid-template-columns: 4rem 1fr;
    gap: ${({ theme }) => theme.space(4)};
    align-items: center;
    padding: ${({ theme }) => theme.space(3)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${orderItemLineRules}
  & p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.size.sm};
  }
`;

const Actions = styled.div`
  ${spreadRow(3)}
  padding-top: ${({ theme }) => theme.space(3)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
`;

const DetailLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 500;
  text-decoration: underline;
  text-underline-offset: 3px;
`;
