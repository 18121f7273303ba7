// The account feature's public face: the account screen, the saved addresses the delivery form offers, and what the
// store composes.
import { lazyWithMessages } from '../../shared/i18n';

export const AccountScreen = lazyWithMessages(
  () => import(/* webpackChunkName: "route-account" */ './screens/AccountScreen'),
);
export {
  accountApi,
  STORE_CREDIT_TAG,
  useGetAccountQuery,
  useGetStoreCreditQuery,
  useListAddressesQuery,
  useSaveAddressMutation,
  type Account,
  type SavedAddress,
} from './accountApi';
export { registerAccountListeners } from './accountListeners';
export { addressLines, addressOf } from './addresses';
