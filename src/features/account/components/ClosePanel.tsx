// Close the account: the password and a plain "I understand"; closed, this browser logs out. The server refuses while
// an order is on its way, in words this panel shows.
import type { FormEvent } from 'react';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api/errors';
import { fieldText } from '../../../shared/format/form';
import { useLanguage, useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { Button, LabelledField } from '../../../shared/ui/primitives';
import { notify } from '../../../shared/ui/toasts';
import { loggedOut } from '../../auth';
import { useCloseAccountMutation } from '../accountApi';
import { Check, Form, Panel } from './Panel';

export function ClosePanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const [close, { isLoading, error }] = useCloseAccountMutation();

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const result = await close({ body: { password: fieldText(event.currentTarget, 'closePassword') } });
    if (result.data) {
      notify.info(result.data.message);
      dispatch(loggedOut());
      void navigate('/', { replace: true });
    }
  };

  return (
    <Panel id="account-close" heading={t('account.close.heading')}>
      <p>{t('account.close.lead')}</p>
      <Form onSubmit={(event) => void submit(event)} aria-labelledby="account-close">
        <LabelledField>
          <span>{t('account.close.password')}</span>
          <input name="closePassword" type="password" autoComplete="current-password" required maxLength={128} />
        </LabelledField>
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
