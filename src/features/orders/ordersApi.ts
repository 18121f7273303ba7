// The shopper's orders, normalized at the cache boundary (an EntityState in the server's order); refetched
// whenever an order is placed.
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { QueryDefinition } from '@reduxjs/toolkit/query';
import type { ShopBaseQuery, TagType } from '../../shared/api/baseApi';
import { ordersGeneratedApi, type ListUserOrdersApiResponse, type Order } from './ordersApi.generated';

export type { Order, OrderDetail, OrderItem, Refund } from './ordersApi.generated';

export const ordersAdapter = createEntityAdapter<Order, string>({ selectId: (order) => order._id });

type NormalizedDefinitions = {
  listUserOrders: QueryDefinition<void, ShopBaseQuery, TagType, EntityState<Order, string>, 'api'>;
};

export const ordersApi = ordersGeneratedApi.enhanceEndpoints<never, NormalizedDefinitions>({
  endpoints: {
    listUserOrders: {
      providesTags: ['Orders'],
      transformResponse: (response: ListUserOrdersApiResponse) =>
        ordersAdapter.setAll(ordersAdapter.getInitialState(), response.orders),
    },
    // An order placed or paid may change what its page shows.
    getOrder: { providesTags: ['Orders'] },
  },
});

export const { useListUserOrdersQuery, useGetOrderQuery } = ordersApi;
