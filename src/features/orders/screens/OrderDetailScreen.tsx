// One of the shopper's orders (/orders/:orderId): what it holds and where it is now; Track Order asks again. An order
// that is not the shopper's, or none at all, is "no such order" (the server answers both alike). The page names
// the order by its number (orderNumber). Before it leaves the shopper may cancel it; after delivery, return or exchange
// pieces (AfterSaleActions).
import { useRef } from 'react';
import { useParams } from 'react-router-dom';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { orderNumber, pagePath } from '../../../../contract';
import { isFetchBaseQueryError } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/format/date';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { Button, Lead, Skeleton, spreadRow, Title } from '../../../shared/ui/primitives';
import { selectIsLoggedIn } from '../../auth';
import { AfterSaleActions } from '../components/AfterSaleActions';
import { OrderDetailView } from '../components/OrderDetailView';
import { useGetOrderQuery } from '../ordersApi';
import { statusText } from '../statusText';

export default function OrderDetailScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { orderId = '' } = useParams();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data, error, isLoading, isFetching, refetch } = useGetOrderQuery({ orderId }, { skip: !loggedIn });
  const order = loggedIn ? data?.order : undefined;
  const notFound = isFetchBaseQueryError(error) && error.status === 404;
  const now = useRef<HTMLParagraphElement>(null);
  // Track Order is disabled while the order comes back, which drops the focus: it lands on the fresh status instead.
  const track = () => void refetch().then(() => now.current?.focus());

  const body = () => {
    if (!loggedIn) return <Empty lead={t('orders.detail.logIn')} to={pagePath('login')} link={t('profile.logIn')} />;
    if (isLoading) return <Skeleton $height="16rem" role="status" aria-label={t('orders.detail.loading')} />;
    if (notFound)
      return (
        <Empty
          lead={t('orders.detail.noSuch')}
          detail={t('orders.detail.noSuchLead')}
          to={pagePath('orders')}
          link={t('orders.detail.back')}
        />
      );
    if (!order)
      return (
        <Centered>
          <Lead role="alert">{t('orders.detail.failed')}</Lead>
          <Button type="button" $variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {t('orders.detail.retry')}
          </Button>
        </Centered>
      );
    return (
      <>
        <Summary>
          <div>
            <p>{t('orders.detail.number', { id: orderNumber(order._id) })}</p>
            <p>
              <time dateTime={new Date(order.date).toISOString()}>
                {t('orders.detail.placedOn', { date: formatDate(order.date, language) })}
              </time>
            </p>
            <p role="status" className="now" ref={now} tabIndex={-1}>
              {t('orders.detail.now', { status: statusText(order.status, t) })}
            </p>
          </div>
          <Button type="button" $variant="outline" disabled={isFetching} onClick={track}>
            {t('orders.track')}
          </Button>
        </Summary>
        <AfterSaleActions order={order} />
        <OrderDetailView order={order} />
        <Back to={pagePath('orders')}>{t('orders.detail.back')}</Back>
      </>
    );
  };

  return (
    <Section aria-labelledby="order-title">
      <Title as="h1" id="order-title" first={t('orders.detail.first')} second={t('orders.detail.second')} />
      {body()}
    </Section>
  );
}

function Empty({ lead, detail, to, link }: { lead: string; detail?: string; to: string; link: string }) {
  return (
    <Centered>
      <Lead as="h2">{lead}</Lead>
      {detail && <Lead>{detail}</Lead>}
      <Link to={to}>{link}</Link>
    </Centered>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;

const Centered = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
`;

const Summary = styled.div`
  ${spreadRow(4)}
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding-bottom: ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & p {
    margin: 0 0 ${({ theme }) => theme.space(1)};
    color: ${({ theme }) => theme.colors.muted};
    font-size: ${({ theme }) => theme.size.sm};
    overflow-wrap: anywhere;
  }
  & p.now {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;

const Back = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 44px;
  margin-top: ${({ theme }) => theme.space(8)};
  color: ${({ theme }) => theme.colors.text};
`;
