// A page a back-in-stock mail's link opens (?token=): as soon as it opens, once per token, it sends the token with its
// call, without signing in, and says how it went in the server's words. The confirm and unsubscribe pages are two.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { pagePath } from '../../../../contract';
import { errorMessage } from '../../../shared/api/errors';
import { Link, useLanguage, useTranslation, type MessageKey } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { Title } from '../../../shared/ui/primitives';

/** What a link page needs of its mutation hook's answer. */
export type TokenCall = () => readonly [
  (arg: { body: { token: string } }) => unknown,
  { data?: { message: string }; error?: unknown; isUninitialized: boolean; isLoading: boolean },
];

export function AlertLinkPage({ useTokenCall, working }: { useTokenCall: TokenCall; working: MessageKey }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [send, { data, error, isUninitialized, isLoading }] = useTokenCall();
  // Asked once per token, even when React runs the effect twice.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void send({ body: { token } });
  }, [token, send]);

  const waiting = Boolean(token) && (isUninitialized || isLoading);
  const refused = !token ? t('alerts.noToken') : error ? errorMessage(error, language) : undefined;

  return (
    <Section aria-labelledby="alerts-title">
      <Title as="h1" id="alerts-title" first={t('alerts.first')} second={t('alerts.second')} />
      <Outcome done={waiting ? t(working) : data?.message} refused={refused} />
      <p>
        <Link to={pagePath('collection')}>{t('alerts.toShop')}</Link>
      </p>
    </Section>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;
