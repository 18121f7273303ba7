// A payment the shop could not take as an order (/payment-refund/:orderId): checkout comes here when the provider took
// the money after the hold on the order's units ended (or a product in it was removed or repriced meanwhile), and the
// mail that says so links here. It says it plainly, by the order's number: the money was taken, nothing will be
// delivered, the whole amount goes back to the way the shopper paid, and when (from the order's money: refunded once
// the provider processed it, still to come back before).
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { orderNumber, orderPath, pagePath } from '../../../../contract';
import { useAppSelector } from '../../../app/hooks';
import { isFetchBaseQueryError } from '../../../shared/api/errors';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { Lead, Skeleton, Title } from '../../../shared/ui/primitives';
import { selectIsLoggedIn } from '../../auth';
import { useGetOrderQuery } from '../ordersApi';

export default function PaymentRefundScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { orderId = '' } = useParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, error, isLoading } = useGetOrderQuery({ orderId }, { skip: !loggedIn });
  const order = loggedIn ? data?.order : undefined;

  const body = () => {
    if (!loggedIn)
      return (
        <Centered>
          <Lead as="h2">{t('orders.notTaken.logIn')}</Lead>
          <Link to={pagePath('login')}>{t('profile.logIn')}</Link>
        </Centered>
      );
    if (isLoading) return <Skeleton $height="12rem" role="status" aria-label={t('orders.notTaken.loading')} />;
    if (!order) {
      const notFound = isFetchBaseQueryError(error) && error.status === 404;
      return (
        <Centered>
          <Lead as="h2" role={notFound ? undefined : 'alert'}>
            {notFound ? t('orders.detail.noSuch') : t('orders.detail.failed')}
          </Lead>
          <Link to={pagePath('orders')}>{t('orders.detail.back')}</Link>
        </Centered>
      );
    }
    const number = orderNumber(order._id);
    if (order.notTaken === null)
      return (
        <Centered>
          <Lead as="h2">{t('orders.notTaken.taken', { number })}</Lead>
          <Link to={orderPath(order._id)}>{t('orders.notTaken.seeOrder')}</Link>
        </Centered>
      );
    const paid = formatPrice(order.money.paid, language);
    const back = order.money.refunded.payment >= order.money.paid && order.money.pending.payment === 0;
    return (
      <Notice>
        <h2>{t('orders.notTaken.heading', { number })}</h2>
        <p>{t(`orders.notTaken.reason.${order.notTaken}`, { amount: paid })}</p>
        <p className="money">
          {back ? t('orders.notTaken.refunded', { amount: paid }) : t('orders.notTaken.pending', { amount: paid })}
        </p>
        <p>{t('orders.notTaken.mailed')}</p>
        <Links>
          <Link to={orderPath(order._id)}>{t('orders.notTaken.seeOrder')}</Link>
          <Link to={pagePath('cart')}>{t('orders.notTaken.cart')}</Link>
        </Links>
      </Notice>
    );
  };

  return (
    <Section aria-labelledby="payment-refund-title">
      <Title
        as="h1"
        id="payment-refund-title"
        first={t('orders.notTaken.first')}
        second={t('orders.notTaken.second')}
      />
      {body()}
    </Section>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;

const Centered = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
`;

const Notice = styled.div`
  max-width: 40rem;
  & h2 {
    margin: 0 0 ${({ theme }) => theme.space(4)};
    font-size: ${({ theme }) => theme.size.lg};
    font-weight: 600;
  }
  & p {
    margin: 0 0 ${({ theme }) => theme.space(3)};
    line-height: 1.6;
  }
  & p.money {
    font-weight: 600;
  }
`;

const Links = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => `${theme.space(2)} ${theme.space(6)}`};
  margin-top: ${({ theme }) => theme.space(6)};
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
    text-decoration: underline;
    text-underline-offset: 3px;
  }
`;
