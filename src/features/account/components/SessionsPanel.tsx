// Sign out everywhere: every token of the account is refused from then on, this browser's too, so it logs out here.
import { useAppDispatch } from '../../../app/hooks';
import { useLocalNavigate, useTranslation } from '../../../shared/i18n';
import { notify } from '../../../shared/ui/toasts';
import { Button } from '../../../shared/ui/primitives';
import { loggedOut } from '../../auth';
import { useSignOutEverywhereMutation } from '../accountApi';
import { Panel } from './Panel';
import { pagePath } from '../../../../contract';

export function SessionsPanel() {
  const { t } = useTranslation();
  const dispatch = useAppDispatch();
  const navigate = useLocalNavigate();
  const [signOut, { isLoading }] = useSignOutEverywhereMutation();

  const signOutEverywhere = async () => {
    const result = await signOut();
    if (result.data) {
      notify.info(result.data.message);
      dispatch(loggedOut());
      void navigate(pagePath('login'), { replace: true });
    }
  };

  return (
    <Panel id="account-sessions" heading={t('account.sessions.heading')}>
      <p>{t('account.sessions.lead')}</p>
      <div>
        <Button type="button" $variant="outline" disabled={isLoading} onClick={() => void signOutEverywhere()}>
          {isLoading ? t('account.sessions.busy') : t('account.sessions.submit')}
        </Button>
      </div>
    </Panel>
  );
}
