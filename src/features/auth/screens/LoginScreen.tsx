// Login and Sign Up on one screen; a logged-in shopper is sent home, or back to the page that sent them here
// (`?next=/place-order`: checkout asks a visitor to sign in and takes them back to the filled form). The server draws
// the form (it is the same for everyone): what is typed before the app comes stays, and SIGN IN tapped then is sent
// once the app is there; a shopper the saved sign-in shows signed in already is sent on as soon as it is read back.
import { useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fieldText } from '../../../shared/format/form';
import { Link, Navigate, useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { NeedsScriptNote, SENT_BY_APP } from '../../../shared/ui/appForm';
import { Button, LabelledField } from '../../../shared/ui/primitives';
import { useLoginUserMutation, useRegisterUserMutation } from '../authApi.generated';
import { loggedIn, selectIsLoggedIn } from '../authSlice';
import { AuthFormBox as Form, AuthHeading, Hint, Links } from '../components/AuthForm';
import { nextPageOf } from '../nextPage';
import { MAX_EMAIL_LENGTH, MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH, pagePath } from '../../../../contract';

type Mode = 'Login' | 'Sign Up';

const MODE_TITLES = { Login: 'auth.login', 'Sign Up': 'auth.signUp' } as const;

export default function LoginScreen() {
  const [params] = useSearchParams();
  const [mode, setMode] = useState<Mode>(params.get('mode') === 'signup' ? 'Sign Up' : 'Login');
  const next = nextPageOf(params.get('next'));
  const loggedInAlready = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const { t } = useTranslation();
  const [login, loginState] = useLoginUserMutation();
  const [register, registerState] = useRegisterUserMutation();
  const busy = loginState.isLoading || registerState.isLoading;

  if (loggedInAlready) return <Navigate to={next} replace />;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const email = fieldText(form, 'email');
    const password = fieldText(form, 'password');
    const result =
      mode === 'Login'
        ? await login({ body: { email, password } })
        : await register({ body: { name: fieldText(form, 'name'), email, password } });
    // Failures are shown as toasts by the app's error listener.
    if (result.data) {
      dispatch(loggedIn({ token: result.data.token }));
      void navigate(next, { replace: true });
    }
  };

  return (
    <Form {...SENT_BY_APP} onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
      <AuthHeading id="login-title">{t(MODE_TITLES[mode])}</AuthHeading>
      {mode === 'Sign Up' && (
        <LabelledField>
          <span>{t('auth.name')}</span>
          <input name="name" type="text" autoComplete="name" required maxLength={100} />
        </LabelledField>
      )}
      <LabelledField>
        <span>{t('auth.email')}</span>
        <input name="email" type="email" autoComplete="email" required maxLength={MAX_EMAIL_LENGTH} />
      </LabelledField>
      <LabelledField>
        <span>{t('auth.password')}</span>
        <input
          name="password"
          type="password"
          autoComplete={mode === 'Login' ? 'current-password' : 'new-password'}
          required
          minLength={mode === 'Sign Up' ? MIN_PASSWORD_LENGTH : undefined}
          maxLength={MAX_PASSWORD_LENGTH}
          aria-describedby={mode === 'Sign Up' ? 'password-rule' : undefined}
        />
      </LabelledField>
      {mode === 'Sign Up' && <Hint id="password-rule">{t('auth.passwordRule', { min: MIN_PASSWORD_LENGTH })}</Hint>}
      <Links>
        {/* Signing up has no password to forget. */}
        {mode === 'Login' ? <Link to={pagePath('forgotPassword')}>{t('auth.forgot')}</Link> : <span />}
        <button type="button" onClick={() => setMode(mode === 'Login' ? 'Sign Up' : 'Login')}>
          {mode === 'Login' ? t('auth.createAccount') : t('auth.loginHere')}
        </button>
      </Links>
      <NeedsScriptNote />
      <Button type="submit" disabled={busy}>
        {mode === 'Login' ? t('auth.signIn') : t('auth.signUp')}
      </Button>
    </Form>
  );
}
