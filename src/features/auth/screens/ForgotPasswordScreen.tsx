// Forgot password: asks for the e-mail and says what the server says, which is the same whether an account uses it.
import { type FormEvent } from 'react';
import { fieldText } from '../../../shared/format/form';
import { Link, useTranslation } from '../../../shared/i18n';
import { NeedsScriptNote, SENT_BY_APP } from '../../../shared/ui/appForm';
import { Button, LabelledField, Lead } from '../../../shared/ui/primitives';
import { Outcome } from '../../../shared/ui/Outcome';
import { useRequestPasswordResetMutation } from '../authApi.generated';
import { AuthFormBox, AuthHeading, Links } from '../components/AuthForm';
import { MAX_EMAIL_LENGTH, pagePath } from '../../../../contract';

export default function ForgotPasswordScreen() {
  const { t } = useTranslation();
  const [requestReset, { data, isLoading }] = useRequestPasswordResetMutation();

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    // Refusals (too many requests) are shown as toasts by the app's error listener.
    void requestReset({ body: { email: fieldText(event.currentTarget, 'email').trim() } });
  };

  return (
    <AuthFormBox {...SENT_BY_APP} onSubmit={submit} aria-labelledby="forgot-title">
      <AuthHeading id="forgot-title">{t('auth.forgotPage.title')}</AuthHeading>
      <Lead>{t('auth.forgotPage.lead')}</Lead>
      <LabelledField>
        <span>{t('auth.email')}</span>
        <input name="email" type="email" autoComplete="email" required maxLength={MAX_EMAIL_LENGTH} />
      </LabelledField>
      <Outcome done={data?.message} />
      <Links>
        <Link to={pagePath('login')}>{t('auth.forgotPage.back')}</Link>
      </Links>
      <NeedsScriptNote />
      <Button type="submit" disabled={isLoading}>
        {isLoading ? t('auth.forgotPage.sending') : t('auth.forgotPage.send')}
      </Button>
    </AuthFormBox>
  );
}
