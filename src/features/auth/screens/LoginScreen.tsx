// Login and Sign Up on one screen; a logged-in shopper is sent home.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { fieldText } from '../../../shared/format/form';
import { Navigate, useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { Button } from '../../../shared/ui/primitives';
import { useLoginUserMutation, useRegisterUserMutation } from '../authApi.generated';
import { loggedIn, selectIsLoggedIn } from '../authSlice';
import { MIN_PASSWORD_LENGTH } from '../../../../contract';

type Mode = 'Login' | 'Sign Up';

const MODE_TITLES = { Login: 'auth.login', 'Sign Up': 'auth.signUp' } as const;

export default function LoginScreen() {
  const [mode, setMode] = useState<Mode>('Login');
  const loggedInAlready = useAppSelector(selectIsLoggedIn);
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const { t } = useTranslation();
  const [login, loginState] = useLoginUserMutation();
  const [register, registerState] = useRegisterUserMutation();
  const busy = loginState.isLoading || registerState.isLoading;

  if (loggedInAlready) return <Navigate to="/" replace />;

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
      void navigate('/', { replace: true });
    }
  };

  return (
    <Form onSubmit={(event) => void submit(event)} aria-labelledby="login-title">
      <Heading>
        <h1 id="login-title">{t(MODE_TITLES[mode])}</h1>
        <span aria-hidden="true" />
      </Heading>
      {mode === 'Sign Up' && (
        <Field>
          <span>{t('auth.name')}</span>
          <input name="name" type="text" autoComplete="name" required maxLength={100} />
        </Field>
      )}
      <Field>
        <span>{t('auth.email')}</span>
        <input name="email" type="email" autoComplete="email" required maxLength={254} />
      </Field>
      <Field>
        <span>{t('auth.password')}</span>
        <input
          name="password"
          type="password"
          autoComplete={mode === 'Login' ? 'current-password' : 'new-password'}
          required
          minLength={mode === 'Sign Up' ? MIN_PASSWORD_LENGTH : undefined}
          maxLength={128}
        />
      </Field>
      <Links>
        {/* The spec gives Forgot password no action yet. */}
        <button type="button" aria-disabled="true">
          {t('auth.forgot')}
        </button>
        <button type="button" onClick={() => setMode(mode === 'Login' ? 'Sign Up' : 'Login')}>
          {mode === 'Login' ? t('auth.createAccount') : t('auth.loginHere')}
        </button>
      </Links>
      <Button type="submit" disabled={busy}>
        {mode === 'Login' ? t('auth.signIn') : t('auth.signUp')}
      </Button>
    </Form>
  );
}

const Form = styled.form`
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space(4)};
  width: min(90%, 24rem);
  margin: ${({ theme }) => theme.space(14)} auto 0;
`;

const Heading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin-bottom: ${({ theme }) => theme.space(2)};
  & h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 2rem;
    font-weight: 400;
  }
  & span {
    width: 2rem;
    height: 2px;
    background: ${({ theme }) => theme.colors.text};
  }
`;

const Field = styled.label`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  width: 100%;
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  & input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 1px solid #6b7280;
    font-size: 1rem;
    color: ${({ theme }) => theme.colors.text};
  }
`;

const Links = styled.div`
  display: flex;
  justify-content: space-between;
  width: 100%;
  margin-top: -${({ theme }) => theme.space(1)};
  font-size: ${({ theme }) => theme.size.sm};
  & button {
    min-height: 32px;
    padding: 0;
    border: 0;
    background: none;
    color: ${({ theme }) => theme.colors.muted};
    cursor: pointer;
  }
  & button:hover {
    color: ${({ theme }) => theme.colors.text};
    text-decoration: underline;
  }
`;
