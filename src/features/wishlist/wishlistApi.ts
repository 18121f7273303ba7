// The wishlist's and the back-in-stock alerts' calls: the generated endpoints, their hooks and types.
import { wishlistGeneratedApi } from './wishlistApi.generated';

export const { useConfirmStockAlertMutation, useSubscribeStockAlertMutation, useUnsubscribeStockAlertsMutation } =
  wishlistGeneratedApi;
