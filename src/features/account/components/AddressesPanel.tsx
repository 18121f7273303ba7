// The shopper's saved addresses: each written out, with Edit (in place) and Delete; what came of it is announced.
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../shared/i18n';
import { Outcome } from '../../../shared/ui/Outcome';
import { Button, Skeleton } from '../../../shared/ui/primitives';
import { useDeleteAddressMutation, useListAddressesQuery, useUpdateAddressMutation, type Address } from '../accountApi';
import { addressLines } from '../addresses';
import { AddressEditor } from './AddressEditor';
import { Actions, Panel } from './Panel';

export function AddressesPanel() {
  const { t } = useTranslation();
  const { data, isLoading } = useListAddressesQuery();
  const [update, updating] = useUpdateAddressMutation();
  const [remove, removing] = useDeleteAddressMutation();
  const [editing, setEditing] = useState<string | null>(null);
  const [news, setNews] = useState<string | undefined>();
  const addresses = data?.addresses ?? [];

  const save = async (addressId: string, address: Address) => {
    const result = await update({ addressId, address });
    if (result.data) {
      setEditing(null);
      setNews(t('account.addresses.saved'));
    }
  };

  const deleteAddress = async (addressId: string) => {
    setNews(undefined);
    const result = await remove({ addressId });
    if (result.data) {
      setNews(t('account.addresses.deleted'));
      // The button pressed is gone with its address: the panel's heading takes the focus.
      document.getElementById('account-addresses')?.focus();
    }
  };

  return (
    <Panel id="account-addresses" heading={t('account.addresses.heading')}>
      <Outcome done={news} />
      {isLoading ? (
        <Skeleton $height="6rem" role="status" aria-label={t('account.addresses.loading')} />
      ) : addresses.length === 0 ? (
        <p>{t('account.addresses.none')}</p>
      ) : (
        <List aria-label={t('account.addresses.list')}>
          {addresses.map((address) => (
            <li key={address.id}>
              {editing === address.id ? (
                <AddressEditor
                  address={address}
                  busy={updating.isLoading}
                  onSave={(changed) => void save(address.id, changed)}
                  onCancel={() => setEditing(null)}
                />
              ) : (
                <>
                  <address>
                    {addressLines(address).map((line) => (
                      <span key={line}>{line}</span>
                    ))}
                  </address>
                  <Actions>
                    <Button
                      type="button"
                      $variant="outline"
                      aria-label={t('account.addresses.editLabel', { street: address.street })}
                      onClick={() => {
                        setNews(undefined);
                        setEditing(address.id);
                      }}
                    >
                      {t('account.addresses.edit')}
                    </Button>
                    <Button
                      type="button"
                      $variant="outline"
                      disabled={removing.isLoading}
                      aria-label={t('account.addresses.deleteLabel', { street: address.street })}
                      onClick={() => void deleteAddress(address.id)}
                    >
                      {t('account.addresses.delete')}
                    </Button>
                  </Actions>
                </>
              )}
            </li>
          ))}
        </List>
      )}
    </Panel>
  );
}

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
  & > li {
    display: grid;
    gap: ${({ theme }) => theme.space(3)};
    padding-top: ${({ theme }) => theme.space(4)};
    border-top: 1px solid ${({ theme }) => theme.colors.border};
  }
  & address {
    display: grid;
    font-style: normal;
    font-size: ${({ theme }) => theme.size.sm};
    overflow-wrap: anywhere;
  }
`;
