// Close the account: the password and a plain "I understand"; closed, this browser logs out. With store credit left,
// the shopper also says, with its amount before them, that they give it up (the server refuses to close otherwise).
// The server refuses while an order is on its way or a return or exchange is open, in words this panel shows.
import type { FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api/errors';
import { fieldText } from '../../../shared/format/form';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { Button, LabelledField } from '../../../shared/ui/primitives';
import { notify } from '../../../shared/ui/toasts';
import { MAX_PASSWORD_LENGTH, pagePath } from '../../../../contract';
import { loggedOut } from '../../auth';
import { useCloseAccountMutation, useGetStoreCreditQuery } from '../accountApi';
import { Check, Form, Panel } from './Panel';

export function ClosePanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const [close, { isLoading, error }] = useCloseAccountMutation();
  // The same answer the store credit panel shows (one request for both).
  const { data: credit, refetch: refetchCredit } = useGetStoreCreditQuery();
  const creditLeft = credit !== undefined && credit.balance > 0 ? credit.balance : 0;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const forfeit = form.elements.namedItem('forfeitCredit');
    const result = await close({
      body: {
        password: fieldText(form, 'closePassword'),
        ...(forfeit instanceof HTMLInputElement && forfeit.checked ? { forfeitCredit: true } : {}),
      },
    });
    if (result.data) {
      notify.info(result.data.message);
      dispatch(loggedOut());
      void navigate(pagePath('home'), { replace: true });
    } else {
      // Refused: the credit may have changed meanwhile, and the question with it.
      void refetchCredit();
    }
  };

  return (
    <Panel id="account-close" heading={t('account.close.heading')}>
      <p>{t('account.close.lead')}</p>
      <Form onSubmit={(event) => void submit(event)} aria-labelledby="account-close">
        <LabelledField>
          <span>{t('account.close.password')}</span>
          <input
            name="closePassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
          />
        </LabelledField>
        {creditLeft > 0 && (
          <Check>
            <input name="forfeitCredit" type="checkbox" required />
            <span>{t('account.close.forfeit', { amount: formatPrice(creditLeft, language) })}</span>
          </Check>
        )}
        <Check>
          <input name="understood" type="checkbox" required />
          <span>{t('account.close.confirm')}</span>
        </Check>
        <Outcome refused={error && !isLoading ? errorMessage(error, language) : undefined} />
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('account.close.busy') : t('account.close.submit')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
