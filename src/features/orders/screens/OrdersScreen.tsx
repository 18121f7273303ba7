// My orders: one card per order (its number, status, date, total, payment and items) with a link to its page and
// Track Order, which reloads. After a payment the checkout comes here with ?placed=<orderId>: the confirmation of
// that order sits on top. Until the saved sign-in is read back (never on the server), the list's place shows as it
// does while the orders load.
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector, useSavedStateRestored } from '../../../app/hooks';
import { Link, useTranslation } from '../../../shared/i18n';
import { NeedsScriptNote } from '../../../shared/ui/appForm';
import { Lead, Skeleton, Title } from '../../../shared/ui/primitives';
import { selectIsLoggedIn } from '../../auth';
import { OrderCard } from '../components/OrderCard';
import { PlacedPanel } from '../components/PlacedPanel';
import { useListUserOrdersQuery } from '../ordersApi';
import { selectOrders } from '../ordersSelectors';
import { pagePath } from '../../../../contract';

export default function OrdersScreen() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useSavedStateRestored();
  const [search] = useSearchParams();
  const placed = search.get('placed');
  // Without a token there is nothing to ask for; errors are passed over silently (spec section 8).
  const { isLoading, isFetching, refetch } = useListUserOrdersQuery(undefined, { skip: !loggedIn });
  const allOrders = useAppSelector(selectOrders);
  // The cache may still hold an earlier session's orders: a visitor sees none.
  const orders = loggedIn ? allOrders : [];

  return (
    <Section aria-labelledby="orders-title">
      <Title as="h1" id="orders-title" first={t('orders.first')} second={t('orders.second')} />
      {loggedIn && placed && <PlacedPanel orderId={placed} />}
      {!restored || isLoading ? (
        <Skeleton $height="12rem" role="status" aria-label={t('orders.loading')}>
          <NeedsScriptNote shows />
        </Skeleton>
      ) : orders.length === 0 ? (
        <Empty>
          <Lead>{loggedIn ? t('orders.none') : t('orders.logInToSee')}</Lead>
          <Link to={loggedIn ? pagePath('collection') : pagePath('login')}>
            {loggedIn ? t('notFound.browse') : t('profile.logIn')}
          </Link>
        </Empty>
      ) : (
        <List aria-label={t('orders.items')}>
          {orders.map((order) => (
            <OrderCard key={order._id} order={order} tracking={isFetching} onTrack={refetch} />
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

const List = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
`;
