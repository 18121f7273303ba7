// An order's refunds, oldest first: amount, state, the provider's id (what the shopper's bank knows it by), the shop's
// reason and the day it was asked for.
import styled from 'styled-components';
import { formatDate } from '../../../shared/format/date';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage } from '../../../shared/i18n';
import type { Refund } from '../adminApi';
import { DataTable } from './DataTable';
import { useAdminText } from './useAdminText';

export function OrderRefunds({ refunds }: { refunds: readonly Refund[] }) {
  const text = useAdminText();
  const language = useLanguage();
  return (
    <Part>
      <h3>{text.refunds}</h3>
      {refunds.length === 0 ? (
        <p>{text.noRefunds}</p>
      ) : (
        <DataTable
          columns={[text.amount, text.refundState, text.providerRefundId, text.reason, text.refundDate]}
          rows={refunds}
          rowKey={(refund) => refund.id}
          cells={(refund) => [
            formatPrice(refund.amount, language),
            text.refundStateName(refund.state),
            refund.providerRefundId ?? text.noProviderRefundId,
            refund.reason,
            formatDate(refund.date, language),
          ]}
        />
      )}
    </Part>
  );
}

/** A grid item as narrow as the screen, so the table scrolls inside its box on a phone instead of widening the page. */
const Part = styled.div`
  min-width: 0;
`;
