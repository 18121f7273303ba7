// Placing an order; a placed order changes the order list and empties the server cart.
import { checkoutGeneratedApi } from './checkoutApi.generated';

export const checkoutApi = checkoutGeneratedApi.enhanceEndpoints({
  endpoints: { placeOrder: { invalidatesTags: ['Orders', 'Cart'] } },
});
