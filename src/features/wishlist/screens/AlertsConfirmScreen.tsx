// The back-in-stock confirmation mail's link (?token=): as soon as the page opens, once, the alert is confirmed, without
// signing in; the page says how it went in the server's words (the size's e-mail to come, or on its way already).
import { pagePath } from '../../../../contract';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/api/errors';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { Title } from '../../../shared/ui/primitives';
import { useConfirmStockAlertMutation } from '../wishlistApi';

export default function AlertsConfirmScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [confirm, { data, error, isUninitialized, isLoading }] = useConfirmStockAlertMutation();
  // Asked once per token, even when React runs the effect twice.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void confirm({ body: { token } });
  }, [token, confirm]);

  const waiting = Boolean(token) && (isUninitialized || isLoading);
  const refused = !token ? t('alerts.noToken') : error ? errorMessage(error, language) : undefined;

  return (
    <Section aria-labelledby="alerts-title">
      <Title as="h1" id="alerts-title" first={t('alerts.first')} second={t('alerts.second')} />
      <Outcome done={waiting ? t('alerts.confirming') : data?.message} refused={refused} />
      <p>
        <Link to={pagePath('collection')}>{t('alerts.toShop')}</Link>
      </p>
    </Section>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;
