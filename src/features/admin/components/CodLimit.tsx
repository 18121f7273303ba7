// The largest cash order of /admin/delivery, in rupees: an order above it cannot be paid in cash; empty is no limit.
import { useState, type FormEvent } from 'react';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { useAdminSetCodLimitMutation } from '../adminApi';
import type { Act } from './useAct';
import { Field, Fields, Part, SmallButton } from './ui';

export function CodLimit({ max, act }: { max: number | null; act: Act }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [setLimit] = useAdminSetCodLimitMutation();
  const [typed, setTyped] = useState(max === null ? '' : String(max));

  const save = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const amount = typed.trim() === '' ? null : Number(typed);
    await act(
      () => setLimit({ body: { max: amount } }).unwrap(),
      amount === null
        ? t('admin.delivery.noLimitSaved')
        : t('admin.delivery.limitSaved', { amount: formatPrice(amount, language) }),
    );
  };

  return (
    <Part aria-labelledby="delivery-limit">
      <h3 id="delivery-limit">{t('admin.delivery.limitTitle')}</h3>
      <form onSubmit={(event) => void save(event)} aria-labelledby="delivery-limit">
        <Fields>
          <Field>
            {t('admin.delivery.limit')}
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
          <SmallButton type="submit">{t('admin.delivery.saveLimit')}</SmallButton>
        </Fields>
        <p id="delivery-limit-hint">{t('admin.delivery.limitHint')}</p>
      </form>
    </Part>
  );
}
