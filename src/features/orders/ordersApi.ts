// The shopper's orders; refetched whenever an order is placed.
import { ordersGeneratedApi } from './ordersApi.generated';

export const ordersApi = ordersGeneratedApi.enhanceEndpoints({
  endpoints: { listUserOrders: { providesTags: ['Orders'] } },
});

export const { useListUserOrdersQuery } = ordersApi;
export type { Order, OrderItem } from './ordersApi.generated';
