// The field a shopper chooses a new password in (a reset, a change): the sign-up's rule, as the browser checks it
// before the server does.
import type { InputHTMLAttributes } from 'react';
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../../../contract';

type Props = Omit<InputHTMLAttributes<HTMLInputElement>, 'type' | 'autoComplete' | 'minLength' | 'maxLength'> & {
  name: string;
};

export function NewPasswordInput(props: Props) {
  return (
    <input
      {...props}
      type="password"
      autoComplete="new-password"
      required
      minLength={MIN_PASSWORD_LENGTH}
      maxLength={MAX_PASSWORD_LENGTH}
    />
  );
}
