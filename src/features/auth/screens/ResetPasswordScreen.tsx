// Set a new password from the e-mailed link (?token=): the new password twice; the server signs the account out
// everywhere and this browser in with the token it answers. The server draws the form for any token (it never sees
// one: contract/pageKey.ts), so a missing token is said, and the form closed, once the browser's first pass is over.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { MIN_PASSWORD_LENGTH, pagePath } from '../../../../contract';
import { useAppDispatch } from '../../../app/hooks';
import { useServerOrHydrating } from '../../../shared/browser/hydration';
import { errorMessage } from '../../../shared/api/errors';
import { fieldText } from '../../../shared/format/form';
import { Link, useLanguage, useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { NeedsScriptNote, SENT_BY_APP } from '../../../shared/ui/appForm';
import { Button, LabelledField } from '../../../shared/ui/primitives';
import { NewPasswordInput } from '../../../shared/ui/NewPasswordInput';
import { Outcome } from '../../../shared/ui/Outcome';
import { useResetPasswordMutation } from '../authApi.generated';
import { loggedIn } from '../authSlice';
import { AuthFormBox, AuthHeading, Hint, Links } from '../components/AuthForm';

export default function ResetPasswordScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const firstPass = useServerOrHydrating();
  const noToken = !token && !firstPass;
  const [reset, { isLoading, error }] = useResetPasswordMutation();
  const [mismatch, setMismatch] = useState(false);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const password = fieldText(event.currentTarget, 'password');
    const same = password === fieldText(event.currentTarget, 'repeat');
    setMismatch(!same);
    if (!same) return;
    const result = await reset({ body: { token, password } });
    if (result.data) {
      dispatch(loggedIn({ token: result.data.token }));
      void navigate(pagePath('account'), { replace: true });
    }
  };

  const refused = noToken
    ? t('auth.resetPage.noToken')
    : mismatch
      ? t('auth.resetPage.mismatch')
      : error
        ? errorMessage(error, language)
        : undefined;

  return (
    <AuthFormBox {...SENT_BY_APP} onSubmit={(event) => void submit(event)} aria-labelledby="reset-title">
      <AuthHeading id="reset-title">{t('auth.resetPage.title')}</AuthHeading>
      <LabelledField>
        <span>{t('auth.resetPage.newPassword')}</span>
        <NewPasswordInput name="password" aria-describedby="reset-hint" />
      </LabelledField>
      <Hint id="reset-hint">{t('auth.resetPage.hint', { min: MIN_PASSWORD_LENGTH })}</Hint>
      <LabelledField>
        <span>{t('auth.resetPage.repeat')}</span>
        <NewPasswordInput name="repeat" />
      </LabelledField>
      <Outcome refused={refused} />
      <Links>
        <Link to={pagePath('forgotPassword')}>{t('auth.resetPage.askAgain')}</Link>
      </Links>
      <NeedsScriptNote />
      <Button type="submit" disabled={isLoading || noToken}>
        {isLoading ? t('auth.resetPage.saving') : t('auth.resetPage.save')}
      </Button>
    </AuthFormBox>
  );
}
