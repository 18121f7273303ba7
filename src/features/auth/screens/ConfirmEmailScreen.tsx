// Confirm e-mail: the e-mailed link (?token=) is confirmed as soon as the page opens, once, and the page says how it
// went in the server's words.
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { errorMessage } from '../../../shared/api/errors';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { useConfirmEmailMutation } from '../authApi.generated';
import { AuthFormBox, AuthHeading, Links } from '../components/AuthForm';
import { pagePath } from '../../../../contract';

export default function ConfirmEmailScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [searchParams] = useSearchParams();
  const token = searchParams.get('token') ?? '';
  const [confirm, { data, error, isUninitialized, isLoading }] = useConfirmEmailMutation();
  // A link is single use: asked once per token, even when React runs the effect twice.
  const asked = useRef<string | null>(null);
  useEffect(() => {
    if (!token || asked.current === token) return;
    asked.current = token;
    void confirm({ body: { token } });
  }, [token, confirm]);

  const waiting = Boolean(token) && (isUninitialized || isLoading);
  const refused = !token ? t('auth.confirmPage.noToken') : error ? errorMessage(error, language) : undefined;

  return (
    <AuthFormBox as="section" aria-labelledby="confirm-title">
      <AuthHeading id="confirm-title">{t('auth.confirmPage.title')}</AuthHeading>
      <Outcome done={waiting ? t('auth.confirmPage.confirming') : data?.message} refused={refused} />
      <Links>
        <Link to={pagePath('account')}>{t('auth.confirmPage.toAccount')}</Link>
        <Link to={pagePath('collection')}>{t('auth.confirmPage.toShop')}</Link>
      </Links>
    </AuthFormBox>
  );
}
