// "Cancel order": a reason, the pieces (all ticked: unticking some cancels only the others) and "Confirm
// cancellation". The server answers the order as it is now, which the page shows; a refusal is said in the dialog.
import { useState, type FormEvent } from 'react';
import { CANCEL_REASONS, type CancelReason } from '../../../../contract';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/primitives';
import { useCancelOrderMutation, type OrderDetail } from '../ordersApi';
import { cancellablePieces, cancelUnits, piecesOf } from '../pieces';
import { Dialog } from '../../../shared/ui/Dialog';
import { Actions, Note, Problem, SelectField } from './formParts';
import { PieceChecks, useTicked } from './PieceChecks';

interface Props {
  order: OrderDetail;
  onClose: () => void;
  /** Called with what to tell the shopper once the pieces are cancelled. */
  onDone: (news: string) => void;
}

export function CancelDialog({ order, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const pieces = cancellablePieces(piecesOf(order));
  const [ticked, toggle] = useTicked(() => new Set(pieces.map((piece) => piece.id)));
  const [reason, setReason] = useState<CancelReason>(CANCEL_REASONS[0]);
  const [problem, setProblem] = useState<string>();
  const [cancel, { isLoading }] = useCancelOrderMutation();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (ticked.size === 0) {
      setProblem(t('orders.cancel.nonePicked'));
      return;
    }
    const units = cancelUnits(pieces, ticked);
    const answer = await cancel({ body: { orderId: order._id, reason, ...(units ? { units } : {}) } });
    if ('error' in answer) setProblem(errorMessage(answer.error, language));
    else onDone(units ? t('orders.cancel.partDone') : t('orders.cancel.done'));
  };

  return (
    <Dialog title={t('orders.cancel.title')} closeLabel={t('orders.cancel.close')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <Note>{t('orders.cancel.lead')}</Note>
        <SelectField>
          {t('orders.cancel.reason')}
          <select value={reason} onChange={(event) => setReason(event.target.value as CancelReason)}>
            {CANCEL_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`orders.cancel.reasons.${value}`)}
              </option>
            ))}
          </select>
        </SelectField>
        <PieceChecks legend={t('orders.cancel.pieces')} pieces={pieces} ticked={ticked} onToggle={toggle} />
        {problem && <Problem role="alert">{problem}</Problem>}
        <Actions>
          <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? t('orders.cancel.busy') : t('orders.cancel.confirm')}
          </Button>
          <Button type="button" $variant="outline" onClick={onClose}>
            {t('orders.cancel.keep')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
