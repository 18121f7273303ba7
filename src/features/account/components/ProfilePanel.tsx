// Name, e-mail, since when, and whether the e-mail is confirmed, with the link sent again when it is not.
import styled from 'styled-components';
import { formatDate } from '../../../shared/format/date';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { Button } from '../../../shared/ui/primitives';
import { useResendConfirmationMutation } from '../../auth';
import type { Account } from '../accountApi';
import { Panel } from './Panel';

export function ProfilePanel({ account }: { account: Account }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [resend, { data, isLoading }] = useResendConfirmationMutation();

  return (
    <Panel id="account-profile" heading={t('account.profile.heading')}>
      <Facts>
        <div>
          <dt>{t('account.profile.name')}</dt>
          <dd>{account.name}</dd>
        </div>
        <div>
          <dt>{t('account.profile.email')}</dt>
          <dd>{account.email}</dd>
        </div>
        <div>
          <dt>{t('account.profile.since')}</dt>
          <dd>
            <time dateTime={new Date(account.createdAt).toISOString()}>{formatDate(account.createdAt, language)}</time>
          </dd>
        </div>
      </Facts>
      {account.emailConfirmed ? (
        <p>{t('account.profile.confirmed')}</p>
      ) : (
        <>
          <p>{t('account.profile.unconfirmed')}</p>
          <Outcome done={data?.message} />
          <Button type="button" $variant="outline" disabled={isLoading} onClick={() => void resend()}>
            {isLoading ? t('account.profile.sending') : t('account.profile.resend')}
          </Button>
        </>
      )}
    </Panel>
  );
}

const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.size.sm};
  & dt {
    color: ${({ theme }) => theme.colors.muted};
  }
  & dd {
    margin: 0;
    overflow-wrap: anywhere;
    color: ${({ theme }) => theme.colors.text};
  }
`;
