// What the operator may ask of the payment provider for one order: refund a Refund Due order, or ask about an order
// awaiting payment and settle it. A refund is asked first in a dialog that says how much, to whom and where the money
// goes; only its confirm button refunds. The buttons are off while their call (or the order's fresh copy) is on the
// way; the server answers a second refund with the first, so a late second press changes nothing.
import { useState } from 'react';
import { orderNumber } from '../../../../contract';
import { errorMessage } from '../../../shared/api/errors';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { Dialog } from '../../../shared/ui/Dialog';
import { useAdminReconcileOrderMutation, useAdminRefundOrderMutation, type AdminOrder, type Refund } from '../adminApi';
import { paymentAction, refundAmount } from '../orderSelectors';
import { Row, SmallButton } from './ui';

export interface PaymentActionsProps {
  order: Pick<AdminOrder, '_id' | 'status' | 'email' | 'address' | 'paymentMethod'>;
  /** Rupees the order has to give back that no refund was asked for yet. */
  refundDue: number;
  /** The refunds asked for before: one the provider never answered or refused is asked for again. */
  refunds: readonly Refund[];
  /** The order is being asked for again. */
  refreshing: boolean;
  /** The server's message, or the refusal's (failed: the order may have changed meanwhile). */
  onAnswer: (message: string, failed: boolean) => void;
}

export function PaymentActions({ order, refundDue, refunds, refreshing, onAnswer }: PaymentActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [refund, refunding] = useAdminRefundOrderMutation();
  const [reconcile, reconciling] = useAdminReconcileOrderMutation();
  const [asking, setAsking] = useState(false);
  const action = paymentAction(order.status, refundDue);
  if (!action) return null;

  const call = { id: order._id, body: {} };
  const busy = refreshing || refunding.isLoading || reconciling.isLoading;
  const ask = async () => {
    setAsking(false);
    try {
      const answer = await (action === 'refund' ? refund(call) : reconcile(call)).unwrap();
      onAnswer(answer.message, false);
    } catch (failure) {
      onAnswer(t('admin.failed', { message: errorMessage(failure, language) }), true);
    }
  };
  const amount = formatPrice(refundAmount(refundDue, refunds), language);
  const name = [order.address.firstName, order.address.lastName].filter(Boolean).join(' ');

  return (
    <Row aria-label={t('admin.paymentActions')} role="group">
      <SmallButton
        type="button"
        disabled={busy}
        onClick={() => (action === 'refund' ? setAsking(true) : void ask())}
        aria-haspopup={action === 'refund' ? 'dialog' : undefined}
      >
        {action === 'refund' ? t('admin.refund') : t('admin.reconcile')}
      </SmallButton>
      {asking && (
        <Dialog title={t('admin.refundTitle')} closeLabel={t('admin.closeDialog')} onClose={() => setAsking(false)}>
          <p>
            <strong>{t('admin.refundWhat', { amount, number: orderNumber(order._id) })}</strong>{' '}
            {t('admin.refundTo', { name: name || order.email, email: order.email })}
          </p>
          <p>{t('admin.refundWhere', { method: order.paymentMethod })}</p>
          <p>{t('admin.refundOnce')}</p>
          <Row>
            <SmallButton type="button" disabled={busy} onClick={() => void ask()}>
              {t('admin.refundConfirm', { amount })}
            </SmallButton>
            <SmallButton type="button" onClick={() => setAsking(false)}>
              {t('admin.refundKeep')}
            </SmallButton>
          </Row>
        </Dialog>
      )}
    </Row>
  );
}
