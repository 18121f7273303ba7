// "Return or exchange": the delivered pieces the shop takes back (the others listed as not returnable), a reason, and a
// refund or another size of the same item (an exchange is for pieces of one item). A cash-on-delivery shopper says
// where a refund goes: store credit, or a bank or UPI transfer to the account they type. A refusal (the new size sold
// out, say) is said in the form, which stays open so the shopper can choose a refund instead.
import { useState, type FormEvent } from 'react';
import { RETURN_REASONS, type ReturnKind, type ReturnReason } from '../../../../contract';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/primitives';
import { useRequestReturnMutation, type OrderDetail, type RequestReturnApiArg } from '../ordersApi';
import { linesOf, otherSizes, piecesOf, returnablePieces } from '../pieces';
import { Dialog } from '../../../shared/ui/Dialog';
import { Actions, Choices, Note, Problem, SelectField } from './formParts';
import { PieceChecks, useTicked } from './PieceChecks';

type CashRoute = 'storeCredit' | 'bank';

interface Props {
  order: OrderDetail;
  onClose: () => void;
  onDone: (news: string) => void;
}

export function ReturnDialog({ order, onClose, onDone }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const all = piecesOf(order);
  const pieces = returnablePieces(all);
  const kept = all.filter((piece) => piece.state === 'ordered' && !piece.returnable);
  const cash = order.paymentMethod === 'COD';
  const [ticked, toggle] = useTicked(() => new Set());
  const [reason, setReason] = useState<ReturnReason>(RETURN_REASONS[0]);
  const [kind, setKind] = useState<ReturnKind>('refund');
  const [size, setSize] = useState('');
  const [route, setRoute] = useState<CashRoute>('storeCredit');
  const [payoutTo, setPayoutTo] = useState('');
  const [problem, setProblem] = useState<string>();
  const [send, { isLoading }] = useRequestReturnMutation();

  const lines = linesOf(pieces, ticked);
  const exchangeItem = lines.length === 1 ? pieces.find((piece) => piece.line === lines[0])?.item : undefined;
  const sizes = exchangeItem ? otherSizes(exchangeItem) : [];
  const chosenSize = sizes.includes(size) ? size : (sizes[0] ?? '');

  /** The request's body, or the sentence that says what is missing. */
  const body = (): RequestReturnApiArg['body'] | string => {
    if (ticked.size === 0) return t('orders.returns.nonePicked');
    const base = { orderId: order._id, units: [...ticked], reason };
    if (kind === 'exchange') {
      if (lines.length !== 1) return t('orders.returns.oneLine');
      if (!chosenSize) return t('orders.returns.noOtherSize');
      return { ...base, kind, exchangeSize: chosenSize };
    }
    if (!cash) return { ...base, kind, refundRoute: 'provider' };
    if (route === 'storeCredit') return { ...base, kind, refundRoute: route };
    if (payoutTo.trim() === '') return t('orders.returns.payoutMissing');
    return { ...base, kind, refundRoute: route, payoutTo: payoutTo.trim() };
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const made = body();
    if (typeof made === 'string') {
      setProblem(made);
      return;
    }
    const answer = await send({ body: made });
    if (!('error' in answer)) {
      onDone(t('orders.returns.sent'));
      return;
    }
    // A size sold out is a 409 whose words offer a refund: the form stays open for the shopper to choose it.
    setProblem(errorMessage(answer.error, language));
  };

  const missingPayout = problem === t('orders.returns.payoutMissing');

  return (
    <Dialog title={t('orders.returns.title')} closeLabel={t('orders.returns.close')} onClose={onClose}>
      <form onSubmit={(event) => void submit(event)} noValidate>
        <PieceChecks
          legend={t('orders.returns.pieces')}
          pieces={pieces}
          ticked={ticked}
          onToggle={toggle}
          refused={kept}
          refusedNote={t('orders.pieces.notReturnable')}
        />
        <SelectField>
          {t('orders.returns.reason')}
          <select value={reason} onChange={(event) => setReason(event.target.value as ReturnReason)}>
            {RETURN_REASONS.map((value) => (
              <option key={value} value={value}>
                {t(`orders.returns.reasons.${value}`)}
              </option>
            ))}
          </select>
        </SelectField>
        <Choices>
          <legend>{t('orders.returns.want')}</legend>
          <label>
            <input type="radio" name="kind" checked={kind === 'refund'} onChange={() => setKind('refund')} />
            {t('orders.returns.refund')}
          </label>
          <label>
            <input type="radio" name="kind" checked={kind === 'exchange'} onChange={() => setKind('exchange')} />
            {t('orders.returns.exchange')}
          </label>
        </Choices>
        {kind === 'exchange' &&
          (lines.length > 1 ? (
            <Note>{t('orders.returns.oneLine')}</Note>
          ) : (
            exchangeItem &&
            (sizes.length > 0 ? (
              <SelectField>
                {t('orders.returns.newSize')}
                <select value={chosenSize} onChange={(event) => setSize(event.target.value)}>
                  {sizes.map((value) => (
                    <option key={value} value={value}>
                      {value}
                    </option>
                  ))}
                </select>
              </SelectField>
            ) : (
              <Note>{t('orders.returns.noOtherSize')}</Note>
            ))
          ))}
        {kind === 'refund' && cash && (
          <Choices>
            <legend>{t('orders.returns.route')}</legend>
            <label>
              <input
                type="radio"
                name="route"
                checked={route === 'storeCredit'}
                onChange={() => setRoute('storeCredit')}
                aria-describedby="return-credit-hint"
              />
              {t('orders.returns.storeCredit')}
            </label>
            <Note id="return-credit-hint">{t('orders.returns.storeCreditHint')}</Note>
            <label>
              <input type="radio" name="route" checked={route === 'bank'} onChange={() => setRoute('bank')} />
              {t('orders.returns.bank')}
            </label>
          </Choices>
        )}
        {kind === 'refund' && cash && route === 'bank' && (
          <SelectField as="div">
            <label htmlFor="return-payout">{t('orders.returns.payoutTo')}</label>
            <input
              id="return-payout"
              value={payoutTo}
              onChange={(event) => setPayoutTo(event.target.value)}
              required
              aria-required="true"
              aria-invalid={missingPayout || undefined}
              aria-describedby="return-payout-hint"
              autoComplete="off"
              maxLength={100}
            />
            <small id="return-payout-hint">{t('orders.returns.payoutHint')}</small>
          </SelectField>
        )}
        {problem && <Problem role="alert">{problem}</Problem>}
        <Actions>
          <Button type="submit" disabled={isLoading} aria-busy={isLoading || undefined}>
            {isLoading ? t('orders.returns.sending') : t('orders.returns.send')}
          </Button>
        </Actions>
      </form>
    </Dialog>
  );
}
