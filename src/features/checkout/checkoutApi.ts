// Placing and paying orders; a placed or paid order changes the order list and the server cart.
import { checkoutGeneratedApi } from './checkoutApi.generated';

const changesOrders = { invalidatesTags: ['Orders', 'Cart'] as const };

export const checkoutApi = checkoutGeneratedApi.enhanceEndpoints({
  endpoints: { placeOrder: changesOrders, verifyStripe: changesOrders, verifyRazorpay: changesOrders },
});

export const { useListPaymentMethodsQuery } = checkoutApi;
