// My orders: one row per ordered item with its order's date, payment method and status, and a link to its order's
// page; Track Order reloads.
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { Link, productIn, useLanguage, useTranslation } from '../../../shared/i18n';
import { Button, Lead, Skeleton, Title } from '../../../shared/ui/primitives';
import { ProductPicture } from '../../../shared/ui/ProductPicture';
import { media } from '../../../shared/ui/theme';
import { selectIsLoggedIn } from '../../auth';
import { useListUserOrdersQuery } from '../ordersApi';
import { selectOrderedItems } from '../ordersSelectors';
import { methodText, statusText } from '../statusText';

export default function OrdersScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Without a token there is nothing to ask for; errors are passed over silently (spec section 8).
  const { isLoading, isFetching, refetch } = useListUserOrdersQuery(undefined, { skip: !loggedIn });
  const orderedItems = useAppSelector(selectOrderedItems);
  // The cache may still hold an earlier session's orders: a visitor sees none.
  const rows = loggedIn ? orderedItems : [];

  return (
    <Section aria-labelledby="orders-title">
      <Title as="h1" id="orders-title" first={t('orders.first')} second={t('orders.second')} />
      {isLoading ? (
        <Skeleton $height="12rem" role="status" aria-label={t('orders.loading')} />
      ) : rows.length === 0 ? (
        <Empty>
          <Lead>{loggedIn ? t('orders.none') : t('orders.logInToSee')}</Lead>
          <Link to={loggedIn ? '/collection' : '/login'}>{loggedIn ? t('notFound.browse') : t('profile.logIn')}</Link>
        </Empty>
      ) : (
        <List aria-label={t('orders.items')}>
          {rows.map(({ order, item, key }) => (
            <Row key={key}>
              <ProductPicture src={item.image[0] ?? ''} alt="" sizes="5rem" />
              <Item>
                <p className="name">{productIn(item, language).name}</p>
                <p>
                  <span>{formatPrice(item.price, language)}</span>
                  <span>{t('orders.quantity', { quantity: item.quantity })}</span>
                  <span>{t('orders.size', { size: item.size })}</span>
                </p>
                <p>
                  {t('orders.date')}{' '}
                  <time dateTime={new Date(order.date).toISOString()}>{formatDate(order.date, language)}</time>
                </p>
                <p>
                  {t('orders.payment', {
                    method: methodText(order.paymentMethod, t),
                  })}
                </p>
                <DetailLink
                  to={`/orders/${encodeURIComponent(order._id)}`}
                  aria-label={t('orders.detailsOf', { name: productIn(item, language).name, size: item.size })}
                >
                  {t('orders.details')}
                </DetailLink>
              </Item>
              <Status>
                <span aria-hidden="true" />
                {statusText(order.status, t)}
              </Status>
              <Button type="button" $variant="outline" disabled={isFetching} onClick={() => void refetch()}>
                {t('orders.track')}
              </Button>
            </Row>
          ))}
        </List>
      )}
    </Section>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;

const Empty = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
`;

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Row = styled.li`
  display: grid;
  grid-template-columns: 4rem 1fr;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  color: ${({ theme }) => theme.colors.text};
  ${media.md} {
    grid-template-columns: 5rem 2fr 1fr auto;
    align-items: center;
  }
  & img {
    width: 100%;
    background: ${({ theme }) => theme.colors.surface};
  }
  & > button {
    grid-column: 1 / -1;
    ${media.md} {
      grid-column: auto;
    }
  }
`;

const Item = styled.div`
  font-size: ${({ theme }) => theme.size.sm};
  & p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
  }
  & p.name {
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.size.md};
    font-weight: 500;
  }
  & p span + span {
    margin-left: ${({ theme }) => theme.space(3)};
  }
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

const Status = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.size.sm};
  & span {
    width: 0.5rem;
    height: 0.5rem;
    border-radius: 50%;
    background: #16a34a;
  }
`;
