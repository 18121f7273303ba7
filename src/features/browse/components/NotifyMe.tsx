// Under the sizes of a product with a size sold out: "Notify me" opens a small form (a disclosure, which opens before
// the app too) asking which sold-out size and the e-mail to write to, filled in for a signed-in shopper. The server
// mails once when the size is back and forgets the address's wish (it never shows whether an address signed up
// before). Refusals (too many sign-ups, the size back already) are said under the button.
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { SENT_BY_APP } from '../../../shared/ui/appForm';
import { Button, LabelledField, TextButton } from '../../../shared/ui/primitives';
import { useGetAccountQuery } from '../../account';
import { selectIsLoggedIn } from '../../auth';
import { useSubscribeStockAlertMutation } from '../../wishlist';

export function NotifyMe({ productId, soldOut }: { productId: string; soldOut: readonly string[] }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const [size, setSize] = useState(soldOut[0] ?? '');
  const [email, setEmail] = useState('');
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const { data: account } = useGetAccountQuery(undefined, { skip: !loggedIn || !open });
  const [subscribe, { data, error, isLoading, reset }] = useSubscribeStockAlertMutation();

  // A signed-in shopper's address, once, when the account comes (unless they typed one already): emptied after that,
  // the field stays theirs, and the address does not come back under their caret.
  const filled = useRef(false);
  const accountEmail = account?.account.email;
  useEffect(() => {
    if (accountEmail === undefined || filled.current) return;
    filled.current = true;
    setEmail((typed) => (typed === '' ? accountEmail : typed));
  }, [accountEmail]);
  // A size sold out no longer (the page's stock refreshed) is not offered.
  const chosen = soldOut.includes(size) ? size : (soldOut[0] ?? '');

  const send = (event: FormEvent) => {
    event.preventDefault();
    if (isLoading) return;
    void subscribe({ body: { productId, size: chosen, email: email.trim() } });
  };

  return (
    <Box>
      <TextButton type="button" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((was) => !was)}>
        {t('catalog.notify.open')}
      </TextButton>
      <Form id={panelId} hidden={!open} {...SENT_BY_APP} onSubmit={send} aria-label={t('catalog.notify.form')}>
        {soldOut.length > 1 ? (
          <LabelledField as="label">
            {t('catalog.notify.size')}
            <select value={chosen} onChange={(event) => (setSize(event.target.value), reset())}>
              {soldOut.map((option) => (
                <option key={option} value={option}>
                  {option}
                </option>
              ))}
            </select>
          </LabelledField>
        ) : (
          <p>{t('catalog.notify.onlySize', { size: chosen })}</p>
        )}
        <LabelledField>
          {t('catalog.notify.email')}
          <input
            type="email"
            name="email"
            autoComplete="email"
            required
            value={email}
            onChange={(event) => (setEmail(event.target.value), reset())}
          />
        </LabelledField>
        <Button type="submit" aria-busy={isLoading}>
          {t('catalog.notify.submit')}
        </Button>
        <Said role="status">{data?.message}</Said>
        {error !== undefined && <Refused role="alert">{errorMessage(error, language)}</Refused>}
      </Form>
    </Box>
  );
}

const Box = styled.div`
  margin: ${({ theme }) => theme.space(4)} 0 0;
`;

const Form = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  max-width: 24rem;
  margin-top: ${({ theme }) => theme.space(2)};
  &[hidden] {
    display: none;
  }
  & select {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(3)};
    font-size: 1rem;
  }
  & p {
    margin: 0;
    font-size: ${({ theme }) => theme.size.sm};
  }
  & > button {
    justify-self: start;
  }
`;

const Said = styled.p`
  min-height: 1.25em;
  color: ${({ theme }) => theme.colors.muted};
`;

const Refused = styled.p`
  color: ${({ theme }) => theme.colors.danger};
`;
