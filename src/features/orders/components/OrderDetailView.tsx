// One order as its page shows it: the items (what became of each piece cancelled or sent back, and once delivered the
// way to review each), the sums, the payment (with the store credit it spent), its tax invoice and credit notes, the
// address, and the timeline of its statuses, refunds, cancellations and returns.
import styled from 'styled-components';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { OrderItemLine, orderItemLineRules } from './OrderItemLine';
import { media } from '../../../shared/ui/theme';
import { LineReview, useReviewableLines } from './LineReview';
import { OrderAddress } from './OrderAddress';
import type { OrderDetail } from '../ordersApi';
import { methodThroughText } from '../statusText';
import { OrderTimeline } from './OrderTimeline';
import { OrderAmounts } from './OrderAmounts';
import { formatPrice } from '../../../shared/format/money';
import { AfterSaleSteps } from './AfterSaleSteps';
import { PieceStates } from './PieceStates';
import { TaxDocuments } from './TaxDocuments';

export function OrderDetailView({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const { address } = order;
  const reviewableLine = useReviewableLines(order);

  return (
    <Layout>
      <Part aria-labelledby="order-items">
        <h2 id="order-items">{t('orders.detail.items')}</h2>
        <Items>
          {order.items.map((item, index) => (
            <li key={`${item._id}-${item.size}-${index}`}>
              <OrderItemLine item={item} pictureSizes="5rem" />
              <PieceStates line={order.lines[index]} />
              <LineReview item={item} line={reviewableLine(item)} />
            </li>
          ))}
        </Items>
      </Part>
      <Side>
        <Part aria-labelledby="order-timeline">
          <h2 id="order-timeline">{t('orders.detail.timeline')}</h2>
          <OrderTimeline order={order} />
          <AfterSaleSteps order={order} />
        </Part>
        <Part aria-labelledby="order-amount">
          <h2 id="order-amount">{t('orders.detail.amount')}</h2>
          <OrderAmounts order={order} />
        </Part>
        <Part aria-labelledby="order-payment">
          <h2 id="order-payment">{t('orders.detail.payment')}</h2>
          <p>{methodThroughText(order.paymentMethod, t)}</p>
          <p>{order.payment ? t('orders.detail.paid') : t('orders.detail.notPaid')}</p>
          {order.storeCredit > 0 && (
            <p>{t('orders.timeline.storeCredit', { amount: formatPrice(order.storeCredit, language) })}</p>
          )}
        </Part>
        <Part aria-labelledby="order-invoice">
          <h2 id="order-invoice">{t('orders.invoice.title')}</h2>
          <TaxDocuments order={order} />
        </Part>
        <Part aria-labelledby="order-address">
          <h2 id="order-address">{t('orders.detail.address')}</h2>
          <OrderAddress address={address} />
        </Part>
      </Side>
    </Layout>
  );
}

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(8)};
  ${media.md} {
    grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  }
`;

const Side = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  align-content: start;
`;

const Part = styled.section`
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    font-size: ${({ theme }) => theme.size.md};
    font-weight: 600;
  }
  & p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.size.sm};
  }
  & address {
    display: grid;
    font-style: normal;
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.size.sm};
    overflow-wrap: anywhere;
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
    padding: ${({ theme }) => theme.space(3)} 0;
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  ${orderItemLineRules}
`;
