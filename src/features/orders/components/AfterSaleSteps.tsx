// Under the order's statuses: the pieces the shopper cancelled (and what they were worth), each return or exchange
// request with every step the shop took (the reason when it refused, the refund's amount and where it went, the
// transfer's reference, the new order an exchange ships as), and the order an exchange replaces.
import styled from 'styled-components';
import { orderNumber, orderPath } from '../../../../contract';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import type { OrderDetail, ReturnRequest } from '../ordersApi';
import { piecesOf, type Piece } from '../pieces';
import { pieceLabel } from './PieceChecks';

const isoDate = (date: number) => new Date(date).toISOString();

export function AfterSaleSteps({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const byId = new Map(piecesOf(order).map((piece) => [piece.id, piece]));
  const named = (units: string[]) =>
    units
      .map((unit) => byId.get(unit))
      .filter((piece): piece is Piece => piece !== undefined)
      .map((piece) => pieceLabel(piece, t, language))
      .join('; ');
  if (order.cancellations.length === 0 && order.returns.length === 0 && !order.exchangeOf) return null;

  return (
    <Steps>
      {order.exchangeOf && (
        <li>
          <Link to={orderPath(order.exchangeOf)}>
            {t('orders.timeline.exchangeOf', { number: orderNumber(order.exchangeOf) })}
          </Link>
        </li>
      )}
      {order.cancellations.map((cancellation) => (
        <li key={cancellation.id} data-kind="cancellation">
          <div>
            <strong>{t('orders.timeline.cancelled', { pieces: named(cancellation.units) })}</strong>
            <small>
              {t('orders.timeline.cancelledAmount', { amount: formatPrice(cancellation.amount, language) })}
            </small>
          </div>
          <time dateTime={isoDate(cancellation.date)}>{formatDate(cancellation.date, language)}</time>
        </li>
      ))}
      {order.returns.map((request) => (
        <ReturnLine key={request.id} request={request} pieces={named(request.units)} />
      ))}
    </Steps>
  );
}

function ReturnLine({ request, pieces }: { request: ReturnRequest; pieces: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const title =
    request.kind === 'exchange'
      ? t('orders.timeline.exchangeRequest', { size: request.exchangeSize ?? '', pieces })
      : t('orders.timeline.refundRequest', { pieces });
  return (
    <li data-kind="return" data-state={request.state}>
      <div>
        <strong>{title}</strong>
        {request.kind === 'refund' && (
          <small>
            {t('orders.timeline.amount', { amount: formatPrice(request.amount, language) })}
            {request.refundRoute && ` · ${t(`orders.timeline.routes.${request.refundRoute}`)}`}
          </small>
        )}
        <ol aria-label={t('orders.timeline.stepsOf')}>
          {request.steps.map((step, index) => (
            <li key={`${index}-${step.state}`} aria-current={index === request.steps.length - 1 ? 'step' : undefined}>
              <span>{t(`orders.timeline.steps.${step.state}`)}</span>
              <time dateTime={isoDate(step.date)}>{formatDate(step.date, language)}</time>
            </li>
          ))}
        </ol>
        {request.state === 'rejected' && request.rejectReason && (
          <small>{t('orders.timeline.rejectReason', { reason: request.rejectReason })}</small>
        )}
        {request.payoutReference && (
          <small>
            {t('orders.timeline.reference')} <span translate="no">{request.payoutReference}</span>
          </small>
        )}
        {request.exchangeOrderId && (
          <Link to={orderPath(request.exchangeOrderId)}>
            {t('orders.timeline.newOrder', { number: orderNumber(request.exchangeOrderId) })}
          </Link>
        )}
      </div>
    </li>
  );
}

const Steps = styled.ul`
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & > li {
    display: grid;
    grid-template-columns: 1fr auto;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(3)} 0;
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  & strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
    font-weight: 500;
  }
  & small {
    display: block;
    margin-top: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.size.xs};
    overflow-wrap: anywhere;
  }
  & small span {
    font-family: ui-monospace, monospace;
    user-select: all;
  }
  & a {
    display: inline-flex;
    align-items: center;
    min-height: 44px;
    color: ${({ theme }) => theme.colors.text};
  }
  & ol {
    margin: ${({ theme }) => theme.space(2)} 0 0;
    padding: 0 0 0 ${({ theme }) => theme.space(4)};
  }
  & ol li {
    display: flex;
    justify-content: space-between;
    gap: ${({ theme }) => theme.space(3)};
    padding: ${({ theme }) => theme.space(1)} 0;
  }
  & ol li[aria-current] span {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
`;
