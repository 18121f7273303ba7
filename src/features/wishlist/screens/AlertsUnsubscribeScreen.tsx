// The back-in-stock mails' unsubscribe link (?token=): as soon as the page opens, once, every alert of that address
// ends, without signing in; the page says how it went in the server's words.
import { pagePath } from '../../../../contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/api/errors';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { Title } from '../../../shared/ui/primitives';
import { useUnsubscribeStockAlertsMutation } from '../wishlistApi';

export default function AlertsUnsubscribeScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [unsubscribe, { data, error, isUninitialized, isLoading }] = useUnsubscribeStockAlertsMutation();
  // Asked once per token, even when React runs the effect twice.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void unsubscribe({ body: { token } });
  }, [token, unsubscribe]);

  const waiting = Boolean(token) && (isUninitialized || isLoading);
  const refused = !token ? t('alerts.noToken') : error ? errorMessage(error, language) : undefined;

  return (
    <Section aria-labelledby="alerts-title">
      <Title as="h1" id="alerts-title" first={t('alerts.first')} second={t('alerts.second')} />
      <Outcome done={waiting ? t('alerts.working') : data?.message} refused={refused} />
      <p>
        <Link to={pagePath('collection')}>{t('alerts.toShop')}</Link>
      </p>
    </Section>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;
