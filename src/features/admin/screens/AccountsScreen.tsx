// /admin/accounts: accounts found by e-mail, newest first, with their role, every change of it (who, to which role,
// the date and time) and orders; the admin role given or taken, and an account signed out on every device. On a phone
// each account is a card.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/api/errors';
import { formatDate } from '../../../shared/format/date';
import { fieldText } from '../../../shared/format/form';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { VisuallyHidden } from '../../../shared/ui/primitives';
import {
  useAdminListUsersQuery,
  useAdminSetUserRoleMutation,
  useAdminSignOutUserMutation,
  type AdminUser,
} from '../adminApi';
import { DataTable } from '../components/DataTable';
import { ErrorText, Field, Notice, Row, Section, SmallButton } from '../components/ui';
import { formatDateTime } from '../dateTime';
import { media } from '../../../shared/ui/theme';

/** An account's role changes, one an item, wrapping within a column that leaves the actions room. */
const Changes = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: 0;
  list-style: none;
  ${media.md} {
    min-width: 12rem;
    max-width: 18rem;
  }
  /* The table's cells keep to one line; these wrap, long e-mails anywhere. */
  white-space: normal;
  overflow-wrap: anywhere;
`;

export function AccountsScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const [email, setEmail] = useState('');
  const { data, error } = useAdminListUsersQuery({ email: email || undefined, limit: '50' });
  const [setRole] = useAdminSetUserRoleMutation();
  const [signOut] = useAdminSignOutUserMutation();
  const [notice, setNotice] = useState('');

  const find = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setEmail(fieldText(event.currentTarget, 'email').trim());
  };
  const act = async (work: () => Promise<unknown>, done: string) => {
    try {
      await work();
      setNotice(done);
    } catch (failure) {
      setNotice(t('admin.failed', { message: errorMessage(failure, language) }));
    }
  };
  const toggleRole = (user: AdminUser) => {
    const role = user.role === 'admin' ? 'shopper' : 'admin';
    return act(
      () => setRole({ id: user.id, body: { role } }).unwrap(),
      t('admin.roleChanged', { email: user.email, role }),
    );
  };

  return (
    <Section aria-labelledby="admin-accounts">
      <h2 id="admin-accounts">{t('admin.accounts')}</h2>
      <form onSubmit={find}>
        <Row>
          <Field>
            {t('admin.findAccount')}
            <input type="search" name="email" defaultValue={email} autoComplete="off" />
          </Field>
          <SmallButton type="submit">{t('admin.find')}</SmallButton>
        </Row>
      </form>
      <Notice role="status">{notice}</Notice>
      {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}
      {data && data.users.length === 0 && <p>{t('admin.noAccounts')}</p>}
      {data && data.users.length > 0 && (
        <DataTable
          columns={[
            t('admin.email'),
            t('admin.name'),
            t('admin.role'),
            t('admin.roleChanges'),
            t('admin.orderCount'),
            t('admin.joined'),
            <VisuallyHidden key="actions">{t('admin.accounts')}</VisuallyHidden>,
          ]}
          rows={data.users}
          rowKey={(user) => user.id}
          phoneLabels={[
            t('admin.email'),
            t('admin.name'),
            t('admin.role'),
            t('admin.roleChanges'),
            t('admin.orderCount'),
            t('admin.joined'),
            '',
          ]}
          cells={(user) => [
            user.email,
            user.name,
            t('admin.roleName', { role: user.role }),
            user.roleChanges.length === 0 ? (
              t('admin.noRoleChanges')
            ) : (
              <Changes key="changes">
                {user.roleChanges.map((change) => (
                  <li key={change.at}>
                    {t('admin.roleChange', {
                      role: change.role,
                      by: change.by,
                      date: formatDateTime(change.at, language),
                    })}
                  </li>
                ))}
              </Changes>
            ),
            user.orders,
            formatDate(user.createdAt, language),
            <Row key="actions">
              <SmallButton
                type="button"
                aria-label={
                  user.role === 'admin'
                    ? t('admin.takeAdmin', { email: user.email })
                    : t('admin.makeAdmin', { email: user.email })
                }
                onClick={() => void toggleRole(user)}
              >
                {user.role === 'admin' ? t('admin.takeAdminShort') : t('admin.makeAdminShort')}
              </SmallButton>
              <SmallButton
                type="button"
                aria-label={t('admin.signOut', { email: user.email })}
                onClick={() =>
                  void act(() => signOut({ id: user.id }).unwrap(), t('admin.signedOut', { email: user.email }))
                }
              >
                {t('admin.signOutShort')}
              </SmallButton>
            </Row>,
          ]}
        />
      )}
    </Section>
  );
}
