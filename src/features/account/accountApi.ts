// The shopper's account, saved addresses and store credit: the generated calls with the cache tags that keep them
// current.
import { accountGeneratedApi, type GetAccountApiResponse } from './accountApi.generated';

export type { Address, GetStoreCreditApiResponse, SavedAddress } from './accountApi.generated';

/**
 * The store credit's tag: an order placed (which may spend it) invalidates every 'Orders' tag, this one too; a
 * cancellation (which may give it back) invalidates it by name.
 */
export const STORE_CREDIT_TAG = { type: 'Orders', id: 'CREDIT' } as const;

/** The shopper's account as the account page shows it. */
export type Account = GetAccountApiResponse['account'];

export const accountApi = accountGeneratedApi.enhanceEndpoints({
  addTagTypes: [],
  endpoints: {
    getAccount: { providesTags: ['Account'] },
    listAddresses: { providesTags: ['Addresses'] },
    saveAddress: { invalidatesTags: ['Addresses'] },
    updateAddress: { invalidatesTags: ['Addresses'] },
    deleteAddress: { invalidatesTags: ['Addresses'] },
    getStoreCredit: { providesTags: [STORE_CREDIT_TAG] },
  },
});

export const {
  useGetAccountQuery,
  useChangePasswordMutation,
  useSignOutEverywhereMutation,
  useCloseAccountMutation,
  useListAddressesQuery,
  useSaveAddressMutation,
  useUpdateAddressMutation,
  useDeleteAddressMutation,
  useGetStoreCreditQuery,
} = accountApi;
