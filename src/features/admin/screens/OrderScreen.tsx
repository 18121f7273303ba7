// /admin/orders/:orderId: one order with its pieces to ship (and apart those cancelled), address, payment, the
// payments a provider took for it, tax invoice, refunds and timeline, the moves its
// lifecycle allows and what the payment provider may be asked (a refund, a check on a payment not yet come). A move
// names the status the operator saw: if someone moved the order meanwhile, nothing changes, the refusal says what it is
// now and the page shows it as it is.
import { useEffect, useRef, useState } from 'react';
import { useParams } from 'react-router-dom';
import { ORDER_STATUS, orderNumber } from '../../../../contract';
import { adminPath } from '../../../../contract/adminPages';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { useAdminChangeOrderStatusMutation, useAdminShowOrderQuery } from '../adminApi';
import { OrderInvoice } from '../components/OrderInvoice';
import { OrderPayments } from '../components/OrderPayments';
import { OrderPieces } from '../components/OrderPieces';
import { OrderRefunds } from '../components/OrderRefunds';
import { OrderReturns } from '../components/OrderReturns';
import { PaymentActions } from '../components/PaymentActions';
import { StatusBadge } from '../components/StatusBadge';
import { ErrorText, Notice, Row, Section, SmallButton } from '../components/ui';
import { useStatusName } from '../components/useStatusName';
import { nextStatuses, paymentAction } from '../orderSelectors';

export function OrderScreen() {
  const { t } = useTranslation();
  const statusName = useStatusName();
  const language = useLanguage();
  const { orderId = '' } = useParams();
  const { data, error, isFetching, refetch } = useAdminShowOrderQuery({ id: orderId });
  const [changeStatus, changing] = useAdminChangeOrderStatusMutation();
  const [notice, setNotice] = useState('');
  const noticeRef = useRef<HTMLParagraphElement>(null);

  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  if (error) return <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>;
  if (!data) return <p role="status">{t('admin.loading')}</p>;
  const { order, history, refunds, lines } = data;
  const moves = nextStatuses(order.status);

  const move = async (to: string) => {
    try {
      await changeStatus({ id: order._id, body: { status: to, from: order.status } }).unwrap();
      setNotice(to === ORDER_STATUS.cancelled ? t('admin.cancelled') : t('admin.moved', { status: statusName(to) }));
    } catch (failure) {
      setNotice(t('admin.changedMeanwhile', { message: errorMessage(failure, language) }));
      void refetch();
    }
  };

  const { address } = order;
  return (
    <Section aria-labelledby="admin-order">
      <Link to={adminPath('orders')}>{t('admin.backToOrders')}</Link>
      <h2 id="admin-order">{t('admin.orderTitle', { number: orderNumber(order._id) })}</h2>
      <Notice role="status" ref={noticeRef} tabIndex={-1}>
        {notice}
      </Notice>
      <Row>
        <StatusBadge status={order.status} />
        <span>{t('admin.placedAt', { date: formatDate(order.date, language) })}</span>
        <span>{order.email}</span>
      </Row>
      {/* A Refund Due order or one awaiting payment has no move, but has its payment action instead. */}
      {(moves.length > 0 || !paymentAction(order.status)) && (
        <Row aria-label={t('admin.status')} role="group">
          {moves.length === 0 && <span>{t('admin.noMoves')}</span>}
          {moves.map((to) => (
            <SmallButton key={to} type="button" disabled={changing.isLoading} onClick={() => void move(to)}>
              {to === ORDER_STATUS.cancelled ? t('admin.cancelOrder') : t('admin.moveTo', { status: statusName(to) })}
            </SmallButton>
          ))}
        </Row>
      )}
      <PaymentActions
        order={order}
        refundDue={data.refundDue}
        refunds={refunds}
        refreshing={isFetching}
        onAnswer={(message, failed) => {
          setNotice(message);
          if (failed) void refetch();
        }}
      />
      <OrderPieces order={order} lines={lines} />
      <p>
        {t('admin.amount')}: {formatPrice(order.amount, language)} · {t('admin.payment')}: {order.paymentMethod},{' '}
        {t('admin.paidText', { paid: order.payment ? 'yes' : 'no' })}
      </p>
      <OrderPayments payments={data.payments} refunds={refunds} />
      <OrderInvoice orderId={order._id} invoice={data.invoice} creditNotes={data.creditNotes} />
      <OrderRefunds refunds={refunds} />
      <OrderReturns orderId={order._id} />
      <div>
        <h3>{t('admin.address')}</h3>
        <address>
          {address.firstName} {address.lastName}
          <br />
          {address.street}, {address.city}, {address.state} {address.zipcode}, {address.country}
          <br />
          {address.phone} · {address.email}
        </address>
      </div>
      <div>
        <h3>{t('admin.timeline')}</h3>
        <ol>
          <li>{t('admin.placedAt', { date: formatDate(order.date, language) })}</li>
          {history.map((change) => (
            <li key={`${change.at}:${change.to}`}>
              {t('admin.change', {
                from: statusName(change.from),
                to: statusName(change.to),
                by: change.by,
                date: formatDate(change.at, language),
              })}
            </li>
          ))}
        </ol>
      </div>
    </Section>
  );
}
