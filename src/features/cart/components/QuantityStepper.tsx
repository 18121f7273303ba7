// A cart line's quantity: − and + around a number field, within 1 and the most the line may hold. A number the shop
// changed or refused gets a note beside it, read out by screen readers, until the next accepted change.
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../shared/i18n';
import { steppedQuantity, typedQuantity, type QuantityNote, type QuantityOutcome } from '../quantityInput';

interface Props {
  quantity: number;
  most: number;
  /** The line's name and size, for the controls' names. */
  name: string;
  size: string;
  /** The id of the line's stock note, when it has one. */
  stockNoteId?: string;
  noteId: string;
  onChange: (quantity: number) => void;
}

export function QuantityStepper({ quantity, most, name, size, stockNoteId, noteId, onChange }: Props) {
  const { t } = useTranslation();
  // The field may hold what the shopper is typing ("" on the way to "12").
  const [draft, setDraft] = useState<string | null>(null);
  const [note, setNote] = useState<QuantityNote | null>(null);

  const apply = (outcome: QuantityOutcome, keepDraft: boolean) => {
    setNote(outcome.note ?? null);
    if (outcome.quantity !== undefined) onChange(outcome.quantity);
    // A number the shop changed shows as changed at once; a refused one stays as typed until the field is left.
    if (!keepDraft || outcome.note !== 'wholeNumber') setDraft(null);
  };

  const at = (bound: boolean) => (bound ? 'true' : undefined);
  const noteText = note && t(`cart.notes.${note}`, { most });

  return (
    <>
      <Stepper>
        <Step
          type="button"
          aria-label={t('cart.less', { name, size })}
          aria-disabled={at(quantity <= 1)}
          onClick={() => apply(steppedQuantity(quantity, -1, most), false)}
        >
          <StepIcon d="M6 12h12" />
        </Step>
        <Field
          type="number"
          inputMode="numeric"
          min={1}
          max={Math.max(1, most)}
          aria-label={t('cart.quantityOf', { name, size })}
          aria-describedby={[stockNoteId, note && noteId].filter(Boolean).join(' ') || undefined}
          value={draft ?? String(quantity)}
          onChange={(event) => {
            setDraft(event.target.value);
            apply(typedQuantity(event.target.value, most), true);
          }}
          onBlur={() => setDraft(null)}
        />
        <Step
          type="button"
          aria-label={t('cart.more', { name, size })}
          aria-disabled={at(quantity >= most)}
          onClick={() => apply(steppedQuantity(quantity, 1, most), false)}
        >
          <StepIcon d="M6 12h12M12 6v12" />
        </Step>
      </Stepper>
      <Note id={noteId} aria-live="polite">
        {noteText}
      </Note>
    </>
  );
}

function StepIcon({ d }: { d: string }) {
  return (
    <svg width="16" height="16" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path d={d} stroke="currentColor" strokeWidth="2" strokeLinecap="round" fill="none" />
    </svg>
  );
}

const Stepper = styled.div`
  grid-area: qty;
  display: inline-flex;
  align-items: stretch;
  justify-self: start;
  border: 1px solid ${({ theme }) => theme.colors.border};
`;

const Step = styled.button`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: 44px;
  min-height: 44px;
  padding: 0;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  /* At a limit the step stays focusable and answers with a note instead of moving. */
  &[aria-disabled='true'] {
    color: ${({ theme }) => theme.colors.faint};
    cursor: not-allowed;
  }
`;

const Field = styled.input`
  width: 3.5rem;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(1)};
  border: 0;
  border-left: 1px solid ${({ theme }) => theme.colors.border};
  border-right: 1px solid ${({ theme }) => theme.colors.border};
  text-align: center;
  -moz-appearance: textfield;
  &::-webkit-inner-spin-button,
  &::-webkit-outer-spin-button {
    margin: 0;
    -webkit-appearance: none;
  }
`;

const Note = styled.p`
  grid-area: note;
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
  font-size: ${({ theme }) => theme.size.sm};
  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space(2)};
  }
`;
