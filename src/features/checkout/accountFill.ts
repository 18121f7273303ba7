// What a signed-in shopper's account says for the delivery form's empty fields: the name and e-mail of the profile,
// and the phone of the newest saved address (the profile keeps no phone).
import { useMemo } from 'react';
import { ADDRESS_FIELD_RULES } from '../../../contract';
import { useGetAccountQuery, useListAddressesQuery, type Account, type SavedAddress } from '../account';
import type { DeliveryFields } from './deliveryDraft';

/** The account's name split at its first space into first and last name, each cut to what the form takes. */
export function accountFill(account: Pick<Account, 'name' | 'email'> | undefined, saved: readonly SavedAddress[]) {
  const [firstName = '', ...rest] = (account?.name ?? '').trim().split(/\s+/);
  const fill: DeliveryFields = {
    firstName: firstName.slice(0, ADDRESS_FIELD_RULES.firstName.maxLength),
    lastName: rest.join(' ').slice(0, ADDRESS_FIELD_RULES.lastName.maxLength),
    email: account?.email ?? '',
    // Saved addresses come newest first.
    phone: saved[0]?.phone ?? '',
  };
  return fill;
}

/** The fill once the account and its saved addresses are known (or could not be had); none for a guest. */
export function useAccountFill(loggedIn: boolean): DeliveryFields | undefined {
  const account = useGetAccountQuery(undefined, { skip: !loggedIn });
  const saved = useListAddressesQuery(undefined, { skip: !loggedIn });
  const known = (query: { isSuccess: boolean; isError: boolean }) => query.isSuccess || query.isError;
  const ready = loggedIn && known(account) && known(saved);
  const profile = account.data?.account;
  const addresses = saved.data?.addresses;
  return useMemo(() => (ready ? accountFill(profile, addresses ?? []) : undefined), [ready, profile, addresses]);
}
