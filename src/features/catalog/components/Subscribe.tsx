// The newsletter offer: a required e-mail field; submitting sends nothing anywhere (spec section 5).
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { SUBSCRIBE_DISCOUNT_PERCENT } from '../../../shared/constants';
import { useTranslation } from '../../../shared/i18n';
import { SENT_BY_APP } from '../../../shared/ui/appForm';
import { Button } from '../../../shared/ui/primitives';

export function Subscribe() {
  const { t } = useTranslation();
  const [thanked, setThanked] = useState(false);
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setThanked(true);
  };
  return (
    <Section aria-labelledby="subscribe-title">
      <h2 id="subscribe-title">{t('catalog.subscribe.title', { percent: SUBSCRIBE_DISCOUNT_PERCENT })}</h2>
      <p>{t('catalog.subscribe.lead')}</p>
      {/* Never sent anywhere: without scripts too, the address stays out of the address bar and the server's log. */}
      <Form {...SENT_BY_APP} onSubmit={submit}>
        <input
          type="email"
          name="email"
          required
          placeholder={t('catalog.subscribe.placeholder')}
          aria-label={t('catalog.subscribe.email')}
        />
        <Button type="submit">{t('catalog.subscribe.submit')}</Button>
      </Form>
      <p role="status">{thanked ? t('catalog.subscribe.thanks') : ''}</p>
    </Section>
  );
}

const Section = styled.section`
  text-align: center;
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.xl};
    font-weight: 500;
  }
  & p {
    margin: ${({ theme }) => theme.space(3)} 0 0;
    color: ${({ theme }) => theme.colors.muted};
  }
`;

const Form = styled.form`
  display: flex;
  width: min(100%, 36rem);
  margin: ${({ theme }) => theme.space(6)} auto 0;
  border: 1px solid ${({ theme }) => theme.colors.border};
  & input {
    flex: 1;
    min-width: 0;
    padding: 0 ${({ theme }) => theme.space(3)};
    border: 0;
  }
`;
