// My account (/account): the profile and its e-mail's confirmation, saved addresses, change password, sign out
// everywhere, close the account, and the store credit (its balance and latest entries). Until the saved sign-in is
// read back (never on the server), the panels' place shows as it does while the account loads.
import styled from 'styled-components';
import { useAppSelector, useSavedStateRestored } from '../../../app/hooks';
import { Link, useTranslation } from '../../../shared/i18n';
import { NeedsScriptNote } from '../../../shared/ui/appForm';
import { Button, Lead, Skeleton, Title } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import { selectIsLoggedIn } from '../../auth';
import { useGetAccountQuery } from '../accountApi';
import { AddressesPanel } from '../components/AddressesPanel';
import { ClosePanel } from '../components/ClosePanel';
import { PasswordPanel } from '../components/PasswordPanel';
import { ProfilePanel } from '../components/ProfilePanel';
import { SessionsPanel } from '../components/SessionsPanel';
import { StoreCreditPanel } from '../components/StoreCreditPanel';
import { pagePath } from '../../../../contract';

export default function AccountScreen() {
  const { t } = useTranslation();
  const loggedIn = useAppSelector(selectIsLoggedIn);
  const restored = useSavedStateRestored();
  const { data, isLoading, isFetching, refetch } = useGetAccountQuery(undefined, { skip: !loggedIn });

  const body = () => {
    if (!restored || isLoading)
      return (
        <Skeleton $height="16rem" role="status" aria-label={t('account.loading')}>
          <NeedsScriptNote shows />
        </Skeleton>
      );
    if (!loggedIn)
      return (
        <Centered>
          <Lead>{t('account.logInToSee')}</Lead>
          <Link to={pagePath('login')}>{t('profile.logIn')}</Link>
        </Centered>
      );
    if (!data)
      return (
        <Centered>
          <Lead role="alert">{t('account.failed')}</Lead>
          <Button type="button" $variant="outline" disabled={isFetching} onClick={() => void refetch()}>
            {t('account.retry')}
          </Button>
        </Centered>
      );
    return (
      <Panels>
        <ProfilePanel account={data.account} />
        <StoreCreditPanel />
        <AddressesPanel />
        <PasswordPanel />
        <SessionsPanel />
        <ClosePanel />
      </Panels>
    );
  };

  return (
    <Section aria-labelledby="account-title">
      <Title as="h1" id="account-title" first={t('account.first')} second={t('account.second')} />
      {body()}
    </Section>
  );
}

const Section = styled.section`
  padding-top: ${({ theme }) => theme.space(10)};
`;

const Centered = styled.div`
  padding: ${({ theme }) => theme.space(12)} 0;
  text-align: center;
`;

const Panels = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(6)};
  margin-top: ${({ theme }) => theme.space(6)};
  ${media.md} {
    grid-template-columns: repeat(2, minmax(0, 1fr));
  }
`;
