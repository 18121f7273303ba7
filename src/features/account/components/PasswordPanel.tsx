// Change password: the current one and a new one; the server signs every other device out and answers a new token,
// which keeps this browser signed in.
import { useState, type FormEvent } from 'react';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../../contract';
import { useAppDispatch } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api/errors';
import { fieldText } from '../../../shared/format/form';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { NewPasswordInput } from '../../../shared/ui/NewPasswordInput';
import { Button, LabelledField } from '../../../shared/ui/primitives';
import { tokenRenewed } from '../../auth';
import { useChangePasswordMutation } from '../accountApi';
import { Form, Panel } from './Panel';

export function PasswordPanel() {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const [change, { isLoading, error }] = useChangePasswordMutation();
  const [done, setDone] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    setDone(false);
    const result = await change({
      body: { currentPassword: fieldText(form, 'currentPassword'), newPassword: fieldText(form, 'newPassword') },
    });
    if (result.data) {
      // The same session goes on under the new token: nothing to sync again as a new sign-in would.
      dispatch(tokenRenewed({ token: result.data.token }));
      form.reset();
      setDone(true);
    }
  };

  return (
    <Panel id="account-password" heading={t('account.password.heading')}>
      <Form onSubmit={(event) => void submit(event)} aria-labelledby="account-password">
        <LabelledField>
          <span>{t('account.password.current')}</span>
          <input
            name="currentPassword"
            type="password"
            autoComplete="current-password"
            required
            maxLength={MAX_PASSWORD_LENGTH}
          />
        </LabelledField>
        <LabelledField>
          <span>{t('account.password.new')}</span>
          <NewPasswordInput name="newPassword" aria-describedby="new-password-hint" />
        </LabelledField>
        <p id="new-password-hint">{t('account.password.hint', { min: MIN_PASSWORD_LENGTH })}</p>
        <Outcome
          done={done ? t('account.password.done') : undefined}
          refused={error && !isLoading ? errorMessage(error, language) : undefined}
        />
        <div>
          <Button type="submit" disabled={isLoading}>
            {isLoading ? t('account.password.saving') : t('account.password.save')}
          </Button>
        </div>
      </Form>
    </Panel>
  );
}
