// My orders: one row per ordered item with its order's date, payment method and status; Track Order reloads.
import { Link } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { formatPrice } from '../../../shared/format/money';
import { Button, Lead, Skeleton, Title } from '../../../shared/ui/primitives';
import { ProductPicture } from '../../../shared/ui/ProductPicture';
import { media } from '../../../shared/ui/theme';
import { selectIsLoggedIn } from '../../auth';
import { useListUserOrdersQuery } from '../ordersApi';
import { selectOrderedItems } from '../ordersSelectors';

const dateFormat = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'short', year: 'numeric' });
const METHOD_NAMES: Record<string, string> = { COD: 'Cash on delivery' };

export default function OrdersScreen() {
  const loggedIn = useAppSelector(selectIsLoggedIn);
  // Without a token there is nothing to ask for; errors are passed over silently (spec section 8).
  const { isLoading, isFetching, refetch } = useListUserOrdersQuery(undefined, { skip: !loggedIn });
  const orderedItems = useAppSelector(selectOrderedItems);
  // The cache may still hold an earlier session's orders: a visitor sees none.
  const rows = loggedIn ? orderedItems : [];

  return (
    <Section aria-labelledby="orders-title">
      <Title as="h1" id="orders-title" first="MY" second="ORDERS" />
      {isLoading ? (
        <Skeleton $height="12rem" role="status" aria-label="Loading your orders" />
      ) : rows.length === 0 ? (
        <Empty>
          <Lead>{loggedIn ? 'You have no orders yet.' : 'Log in to see your orders.'}</Lead>
          <Link to={loggedIn ? '/collection' : '/login'}>{loggedIn ? 'Browse the collection' : 'Log in'}</Link>
        </Empty>
      ) : (
        <List aria-label="Ordered items">
          {rows.map(({ order, item, key }) => (
            <Row key={key}>
              <ProductPicture src={item.image[0] ?? ''} alt="" sizes="5rem" />
              <Item>
                <p className="name">{item.name}</p>
                <p>
                  <span>{formatPrice(item.price)}</span>
                  <span>Quantity: {item.quantity}</span>
                  <span>Size: {item.size}</span>
                </p>
                <p>
                  Date: <time dateTime={new Date(order.date).toISOString()}>{dateFormat.format(order.date)}</time>
                </p>
                <p>Payment: {METHOD_NAMES[order.paymentMethod] ?? order.paymentMethod}</p>
              </Item>
              <Status>
                <span aria-hidden="true" />
                {order.status}
              </Status>
              <Button type="button" $variant="outline" disabled={isFetching} onClick={() => void refetch()}>
                Track Order
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
