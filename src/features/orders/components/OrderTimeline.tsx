// The order's timeline: each status it reached, the status now marked, and each refund with its amount, its state in
// words and the provider's refund id a shopper can quote to the bank.
import styled from 'styled-components';
import { formatDate } from '../../../shared/format/date';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { STATUS_TONES, statusTone } from '../../../shared/ui/statusTone';
import { timelineOf, type RefundStep } from '../orderDetail';
import type { OrderDetail } from '../ordersApi';
import { refundText, statusText } from '../statusText';

const isoDate = (date: number) => new Date(date).toISOString();

export function OrderTimeline({ order }: { order: OrderDetail }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <Steps>
      {timelineOf(order).map((step) =>
        step.kind === 'refund' ? (
          <RefundLine key={step.key} step={step} />
        ) : (
          <li key={step.key} aria-current={step.current ? 'step' : undefined}>
            <span aria-hidden="true" style={step.current ? { background: statusTone(step.status).ink } : undefined} />
            <strong>{statusText(step.status, t)}</strong>
            <time dateTime={isoDate(step.date)}>{formatDate(step.date, language)}</time>
          </li>
        ),
      )}
    </Steps>
  );
}

function RefundLine({ step: { refund } }: { step: RefundStep }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <li data-refund={refund.state}>
      <span aria-hidden="true" />
      <div>
        <strong>{refundText(refund, t, language)}</strong>
        {refund.providerRefundId && (
          <small>
            {t('orders.detail.refund.id')} <span translate="no">{refund.providerRefundId}</span>
          </small>
        )}
      </div>
      <time dateTime={isoDate(refund.date)}>{formatDate(refund.date, language)}</time>
    </li>
  );
}

const Steps = styled.ol`
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    position: relative;
    display: grid;
    grid-template-columns: 1rem 1fr auto;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} 0;
    font-size: ${({ theme }) => theme.size.sm};
    color: ${({ theme }) => theme.colors.muted};
  }
  & li > span {
    width: 0.6rem;
    height: 0.6rem;
    border-radius: 50%;
    background: ${({ theme }) => theme.colors.border};
  }
  & li strong {
    font-weight: 500;
  }
  & li[aria-current] strong {
    color: ${({ theme }) => theme.colors.text};
    font-weight: 600;
  }
  /* A refund: its words in the text colour, the provider's id below them, selected whole by one tap to copy. */
  & li[data-refund] {
    align-items: start;
  }
  & li[data-refund] > span {
    margin-top: 0.4rem;
    border: 2px solid ${({ theme }) => theme.colors.muted};
    background: transparent;
  }
  & li[data-refund='processed'] > span {
    border-color: ${STATUS_TONES.refunded.ink};
    background: ${STATUS_TONES.refunded.ink};
  }
  & li[data-refund='failed'] > span {
    border-color: ${({ theme }) => theme.colors.danger};
  }
  & li[data-refund] strong {
    display: block;
    color: ${({ theme }) => theme.colors.text};
  }
  & li[data-refund] small {
    display: block;
    font-size: ${({ theme }) => theme.size.xs};
    overflow-wrap: anywhere;
  }
  & li[data-refund] small span {
    font-family: ui-monospace, monospace;
    user-select: all;
  }
`;
