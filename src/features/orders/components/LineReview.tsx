// Under an item of an order the shop delivered: "Write a review", to its product's page with the review form open for
// this order (?review=<orderId>), until the shopper has reviewed it; "Reviewed" after. The shopper's reviewable lines
// decide, as the server keeps them: a line not among them (its pieces cancelled before it left) shows neither.
import styled from 'styled-components';
import { ORDER_STATUS, productPath, withQuery } from '../../../../contract';
import { Link, productIn, useLanguage, useTranslation } from '../../../shared/i18n';
import { useListReviewableQuery, type ReviewableLine } from '../../reviews';
import type { OrderDetail, OrderItem } from '../ordersApi';

const wasDelivered = (order: OrderDetail) =>
  order.status === ORDER_STATUS.delivered || order.history.some((step) => step.status === ORDER_STATUS.delivered);

/** The shopper's reviewable line of each of the order's items, asked for once the order was delivered. */
export function useReviewableLines(order: OrderDetail) {
  const { data } = useListReviewableQuery(undefined, { skip: !wasDelivered(order) });
  return (item: OrderItem) =>
    data?.lines.find((line) => line.orderId === order._id && line.productId === item._id && line.size === item.size);
}

export function LineReview({ item, line }: { item: OrderItem; line: ReviewableLine | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!line) return null;
  if (line.reviewId !== null) return <Reviewed>{t('orders.detail.reviewed')}</Reviewed>;
  const name = productIn(item, language).name;
  return (
    <Write
      to={withQuery(productPath(line.productId), { review: line.orderId })}
      aria-label={t('orders.detail.writeReviewOf', { name, size: item.size })}
    >
      {t('orders.detail.writeReview')}
    </Write>
  );
}

const Write = styled(Link)`
  grid-column: 2;
  justify-self: start;
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  color: ${({ theme }) => theme.colors.text};
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 600;
`;

const Reviewed = styled.p`
  grid-column: 2;
  margin: 0;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.size.sm};
`;
