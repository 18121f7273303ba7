// The largest cash order of /admin/delivery, in rupees: an order above it cannot be paid in cash; empty is no limit.
import { useState, type FormEvent } from 'react';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage } from '../../../shared/i18n';
import { useAdminSetCodLimitMutation } from '../adminApi';
import type { Act } from './useAct';
import { Field, Fields, Part, SmallButton } from './ui';
import { useDeliveryText } from './useAdminText';

export function CodLimit({ max, act }: { max: number | null; act: Act }) {
  const text = useDeliveryText();
  const language = useLanguage();
  const [setLimit] = useAdminSetCodLimitMutation();
  const [typed, setTyped] = useState(max === null ? '' : String(max));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = typed.trim() === '' ? null : Number(typed);
    await act(
      () => setLimit({ body: { max: amount } }).unwrap(),
      amount === null ? text.noLimitSaved : text.limitSaved(formatPrice(amount, language)),
    );
  };

  return (
    <Part aria-labelledby="delivery-limit">
      <h3 id="delivery-limit">{text.limitTitle}</h3>
      <form onSubmit={(event) => void save(event)} aria-labelledby="delivery-limit">
        <Fields>
          <Field>
            {text.limit}
            <input
              type="number"
              min={1}
              step="any"
              inputMode="decimal"
              value={typed}
              onChange={(event) => setTyped(event.target.value)}
              aria-describedby="delivery-limit-hint"
            />
          </Field>
          <SmallButton type="submit">{text.saveLimit}</SmallButton>
        </Fields>
        <p id="delivery-limit-hint">{text.limitHint}</p>
      </form>
    </Part>
  );
}
