// Placing and paying orders; a placed or paid order changes the order list and the server cart. Any of them, or a
// payment started (its units are held), changes the stock, and one refused for stock means the list was stale.
import { checkoutGeneratedApi } from './checkoutApi.generated';

const changesOrders = { invalidatesTags: ['Orders', 'Products'] as const };
const changesStock = { invalidatesTags: ['Products'] as const };

export const checkoutApi = checkoutGeneratedApi.enhanceEndpoints({
  endpoints: {
    placeOrder: changesOrders,
    verifyStripe: changesOrders,
    verifyRazorpay: changesOrders,
    placeStripeOrder: changesStock,
    placeRazorpayOrder: changesStock,
  },
});

export const { useListPaymentMethodsQuery } = checkoutApi;
