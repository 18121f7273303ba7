// The shopper's account and saved addresses: the generated calls with the cache tags that keep them current.
import { accountGeneratedApi, type GetAccountApiResponse } from './accountApi.generated';

export type { Address, SavedAddress } from './accountApi.generated';

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
} = accountApi;
