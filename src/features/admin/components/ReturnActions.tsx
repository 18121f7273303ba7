// The steps a return request may take next, each one action: a button, with what the step needs beside it (the
// damaged pieces when received, the transfer's reference for a bank refund, the reason for a rejection). Each names
// the state the operator saw, so a request someone moved meanwhile is refused and shown as it is now.
import { useState, type FormEvent } from 'react';
import type { ReturnState } from '../../../../contract';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation, type MessageKey } from '../../../shared/i18n';
import { useAdminMoveReturnMutation, type AdminReturn } from '../adminApi';
import { nextSteps, stepNeeds } from '../returnSelectors';
import { Check, Field, Row, SmallButton } from './ui';
import styled from 'styled-components';

export interface ReturnActionsProps {
  request: AdminReturn;
  /** The request is being asked for again. */
  refreshing: boolean;
  /** The server's message, or the refusal's (failed: the request may have changed meanwhile). */
  onAnswer: (message: string, failed: boolean) => void;
}

const LABELS: Record<ReturnState, MessageKey> = {
  requested: 'admin.returnsQueue.approve',
  approved: 'admin.returnsQueue.approve',
  pickedUp: 'admin.returnsQueue.pickUp',
  received: 'admin.returnsQueue.receive',
  refunded: 'admin.returnsQueue.doRefund',
  exchanged: 'admin.returnsQueue.exchange',
  rejected: 'admin.returnsQueue.reject',
};

export function ReturnActions({ request, refreshing, onAnswer }: ReturnActionsProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [moveReturn, moving] = useAdminMoveReturnMutation();
  const [damaged, setDamaged] = useState<ReadonlySet<string>>(new Set());
  const [typed, setTyped] = useState<Partial<Record<ReturnState, string>>>({});
  const steps = nextSteps(request);
  if (steps.length === 0) return <p>{t('admin.returnsQueue.noActions')}</p>;

  const send = async (event: FormEvent<HTMLFormElement>, to: ReturnState) => {
    event.preventDefault();
    const needs = stepNeeds(request, to);
    const value = typed[to]?.trim() ?? '';
    const body = {
      to,
      from: request.state,
      ...(needs === 'note' && { note: value }),
      ...(needs === 'reference' && { payoutReference: value }),
      ...(to === 'received' && { damagedUnits: request.units.filter((unit) => damaged.has(unit)) }),
    };
    try {
      const answer = await moveReturn({ id: request.id, body }).unwrap();
      onAnswer(answer.message, false);
    } catch (failure) {
      onAnswer(t('admin.returnsQueue.changedMeanwhile', { message: errorMessage(failure, language) }), true);
    }
  };

  const toggle = (unit: string) => {
    const next = new Set(damaged);
    if (next.has(unit)) next.delete(unit);
    else next.add(unit);
    setDamaged(next);
  };

  return (
    <Steps aria-label={t('admin.returnsQueue.actions')} role="group">
      {steps.map((to) => {
        const needs = stepNeeds(request, to);
        const label = t(LABELS[to]);
        return (
          <form key={to} onSubmit={(event) => void send(event, to)}>
            {to === 'received' && (
              <fieldset>
                <legend>{t('admin.returnsQueue.damagedHelp')}</legend>
                {request.items.map((item) => (
                  <Check key={item.unit}>
                    <input type="checkbox" checked={damaged.has(item.unit)} onChange={() => toggle(item.unit)} />
                    {t('admin.returnsQueue.damagedPiece', {
                      piece: t('admin.returnsQueue.piece', { name: item.name, size: item.size, unit: item.unit }),
                    })}
                  </Check>
                ))}
              </fieldset>
            )}
            <Row>
              {needs && (
                <Field>
                  {needs === 'note' ? t('admin.returnsQueue.rejectWhy') : t('admin.returnsQueue.payoutReference')}
                  <input
                    required
                    maxLength={needs === 'note' ? 500 : 100}
                    value={typed[to] ?? ''}
                    onChange={(event) => setTyped({ ...typed, [to]: event.target.value })}
                  />
                </Field>
              )}
              <SmallButton type="submit" disabled={refreshing || moving.isLoading}>
                {label}
              </SmallButton>
            </Row>
          </form>
        );
      })}
    </Steps>
  );
}

const Steps = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  & fieldset {
    margin: 0 0 ${({ theme }) => theme.space(2)};
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
  & legend {
    font-size: ${({ theme }) => theme.size.sm};
  }
`;
