// What the operator may ask of the payment provider for one order: refund a Refund Due order, or ask about an order
// awaiting payment and settle it. The button is off while its call (or the order's fresh copy) is on the way; the
// server answers a second refund with the first, so a late second press changes nothing.
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage } from '../../../shared/i18n';
import { useAdminReconcileOrderMutation, useAdminRefundOrderMutation, type AdminOrder } from '../adminApi';
import { paymentAction } from '../orderSelectors';
import { Row, SmallButton } from './ui';
import { useAdminText } from './useAdminText';

export interface PaymentActionsProps {
  order: Pick<AdminOrder, '_id' | 'status'>;
  /** Rupees the order has to give back that no refund was asked for yet. */
  refundDue: number;
  /** The order is being asked for again. */
  refreshing: boolean;
  /** The server's message, or the refusal's (failed: the order may have changed meanwhile). */
  onAnswer: (message: string, failed: boolean) => void;
}

export function PaymentActions({ order, refundDue, refreshing, onAnswer }: PaymentActionsProps) {
  const text = useAdminText();
  const language = useLanguage();
  const [refund, refunding] = useAdminRefundOrderMutation();
  const [reconcile, reconciling] = useAdminReconcileOrderMutation();
  const action = paymentAction(order.status, refundDue);
  if (!action) return null;

  const call = { id: order._id, body: {} };
  const ask = async () => {
    try {
      const answer = await (action === 'refund' ? refund(call) : reconcile(call)).unwrap();
      onAnswer(answer.message, false);
    } catch (failure) {
      onAnswer(text.failed(errorMessage(failure, language)), true);
    }
  };

  return (
    <Row aria-label={text.paymentActions} role="group">
      <SmallButton
        type="button"
        disabled={refreshing || refunding.isLoading || reconciling.isLoading}
        onClick={() => void ask()}
      >
        {action === 'refund' ? text.refund : text.reconcile}
      </SmallButton>
    </Row>
  );
}
