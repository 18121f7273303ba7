// The confirmation at the top of /orders?placed=<orderId>: thank you, the order's number, what was bought, the amount
// paid (or to pay on delivery), where it goes and the way to follow it. Focus moves to its heading when it appears;
// an id that is not one of the shopper's orders shows nothing.
import { useEffect, useRef } from 'react';
import styled from 'styled-components';
import { orderNumber, orderPath } from '../../../../contract';
import { formatPrice } from '../../../shared/format/money';
import { Link, productIn, useLanguage, useTranslation, type Translate } from '../../../shared/i18n';
import { useGetOrderQuery, type OrderDetail } from '../ordersApi';
import { OrderAddress } from './OrderAddress';

export function PlacedPanel({ orderId }: { orderId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data } = useGetOrderQuery({ orderId });
  const order = data?.order;
  const heading = useRef<HTMLHeadingElement>(null);
  const shownId = order?._id;

  useEffect(() => {
    if (shownId) heading.current?.focus();
  }, [shownId]);

  if (!order) return null;
  const number = orderNumber(order._id);

  return (
    <Panel aria-labelledby="placed-title">
      <h2 id="placed-title" ref={heading} tabIndex={-1}>
        {t('orders.placed.title')}
      </h2>
      <p className="number">{t('orders.placed.number', { number })}</p>
      <p className="amount">{amountText(order, formatPrice(order.amount, language), t)}</p>
      <h3 id="placed-items">{t('orders.placed.items')}</h3>
      <ul aria-labelledby="placed-items">
        {order.items.map((item, index) => (
          <li key={`${item._id}-${item.size}-${index}`}>
            <span className="name">{productIn(item, language).name}</span>
            <span>{t('orders.quantity', { quantity: item.quantity })}</span>
            <span>{t('orders.size', { size: item.size })}</span>
          </li>
        ))}
      </ul>
      <h3>{t('orders.placed.address')}</h3>
      <OrderAddress address={order.address} />
      <Follow to={orderPath(order._id)}>{t('orders.placed.view')}</Follow>
    </Panel>
  );
}

function amountText(order: OrderDetail, amount: string, t: Translate): string {
  if (order.payment) return t('orders.placed.paid', { amount });
  return order.paymentMethod === 'COD'
    ? t('orders.placed.onDelivery', { amount })
    : t('orders.placed.toPay', { amount });
}

const Panel = styled.section`
  margin: 0 0 ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid #166534;
  background: ${({ theme }) => theme.colors.surface};
  font-size: ${({ theme }) => theme.size.sm};
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    font-size: ${({ theme }) => theme.size.lg};
    font-weight: 600;
  }
  & h3 {
    margin: ${({ theme }) => theme.space(4)} 0 ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.size.sm};
    font-weight: 600;
  }
  & p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
  }
  & p.number,
  & p.amount {
    font-weight: 600;
  }
  & ul {
    margin: 0;
    padding: 0;
    list-style: none;
    color: ${({ theme }) => theme.colors.muted};
  }
  & li span + span {
    margin-left: ${({ theme }) => theme.space(3)};
  }
  & li .name {
    color: ${({ theme }) => theme.colors.text};
  }
  & address {
    display: grid;
    font-style: normal;
    color: ${({ theme }) => theme.colors.muted};
    overflow-wrap: anywhere;
  }
`;

const Follow = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.text};
  font-weight: 600;
  text-decoration: underline;
  text-underline-offset: 3px;
`;
