// What a visitor reads at the top of checkout, before the form: an order needs an account, the two ways to one, and
// that what they type below is kept while they go (they come back to /place-order afterwards).
import styled from 'styled-components';
import { boxTextRules } from '../../../shared/ui/primitives';
import { Link, useTranslation } from '../../../shared/i18n';
import { pagePath, withQuery } from '../../../../contract';

/** Where the login screen sends the shopper once signed in or signed up. */
const BACK_TO_CHECKOUT = { next: pagePath('placeOrder') };

export function VisitorNotice() {
  const { t } = useTranslation();
  return (
    <Notice aria-labelledby="visitor-notice-title">
      <h2 id="visitor-notice-title">{t('checkout.visitor.title')}</h2>
      <p>{t('checkout.visitor.text')}</p>
      <Actions>
        <ActionLink to={withQuery(pagePath('login'), BACK_TO_CHECKOUT)}>{t('checkout.visitor.login')}</ActionLink>
        <ActionLink to={withQuery(pagePath('login'), { mode: 'signup', ...BACK_TO_CHECKOUT })} data-variant="outline">
          {t('checkout.visitor.signUp')}
        </ActionLink>
      </Actions>
    </Notice>
  );
}

const Notice = styled.section`
  margin-bottom: ${({ theme }) => theme.space(8)};
  padding: ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-left: 4px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.surface};
  ${boxTextRules}
  & h2 {
    margin-bottom: ${({ theme }) => theme.space(2)};
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin-top: ${({ theme }) => theme.space(4)};
`;

const ActionLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.accent};
  background: ${({ theme }) => theme.colors.accent};
  color: ${({ theme }) => theme.colors.onAccent};
  font-size: ${({ theme }) => theme.size.sm};
  letter-spacing: 0.04em;
  text-decoration: none;
  &[data-variant='outline'] {
    background: transparent;
    color: ${({ theme }) => theme.colors.accent};
  }
`;
