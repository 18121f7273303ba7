// The shopper's orders, normalized at the cache boundary (an EntityState in the server's order); refetched
// whenever an order is placed. Cancelling pieces or asking for a return answers the order as it is now: its page shows
// that answer at once, and the list and the store credit are asked again. The tax invoice and credit notes are PDFs,
// written here by hand: each answers an object URL of the file, asked afresh each time (no tag, so nothing refetches
// a file no one will revoke).
import { createEntityAdapter, type EntityState } from '@reduxjs/toolkit';
import type { QueryDefinition } from '@reduxjs/toolkit/query';
import type { ShopBaseQuery, TagType } from '../../shared/api/baseApi';
import { fileOrFailure } from '../../shared/api/fileAnswer';
import { STORE_CREDIT_TAG } from '../account';
import {
  ordersGeneratedApi,
  type ListUserOrdersApiResponse,
  type ListedOrder,
  type OrderDetail,
} from './ordersApi.generated';

/** An order as My orders lists it: the order and its money. */
export type Order = ListedOrder;

export type {
  CancelOrderApiArg,
  Cancellation,
  OrderDetail,
  OrderMoney,
  OrderItem,
  Refund,
  RequestReturnApiArg,
  ReturnRequest,
  TaxDocument,
} from './ordersApi.generated';

/** The order list's tag: an order placed invalidates every 'Orders' tag, this one too. */
export const ORDER_LIST_TAG = { type: 'Orders', id: 'LIST' } as const;

export const ordersAdapter = createEntityAdapter<Order, string>({ selectId: (order) => order._id });

type NormalizedDefinitions = {
  listUserOrders: QueryDefinition<void, ShopBaseQuery, TagType, EntityState<Order, string>, 'api'>;
};

const enhanced = ordersGeneratedApi.enhanceEndpoints<never, NormalizedDefinitions>({
  endpoints: {
    listUserOrders: {
      providesTags: [ORDER_LIST_TAG],
      transformResponse: (response: ListUserOrdersApiResponse) =>
        ordersAdapter.setAll(ordersAdapter.getInitialState(), response.orders),
    },
    // An order placed or paid may change what its page shows.
    getOrder: { providesTags: ['Orders'] },
    cancelOrder: { invalidatesTags: [ORDER_LIST_TAG, STORE_CREDIT_TAG], onQueryStarted: showAnsweredOrder },
    requestReturn: { invalidatesTags: [ORDER_LIST_TAG], onQueryStarted: showAnsweredOrder },
  },
});

export const ordersApi = enhanced.injectEndpoints({
  endpoints: (build) => ({
    /** GET /api/order/invoice/:orderId: the shopper's own order's tax invoice, once issued. */
    orderInvoicePdf: build.query<string, { orderId: string }>({
      query: ({ orderId }) => ({ url: `/api/order/invoice/${orderId}`, responseHandler: fileOrFailure }),
    }),
    /** GET /api/order/credit-note/:id: a credit note against one of the shopper's own invoices. */
    creditNotePdf: build.query<string, { id: string }>({
      query: ({ id }) => ({ url: `/api/order/credit-note/${id}`, responseHandler: fileOrFailure }),
    }),
  }),
});

/** Puts the order a mutation answers into its page's cache, so the page shows it without asking again. */
async function showAnsweredOrder(
  { body: { orderId } }: { body: { orderId: string } },
  api: { dispatch: (action: unknown) => unknown; queryFulfilled: Promise<{ data: { order: OrderDetail } }> },
): Promise<void> {
  try {
    const { data } = await api.queryFulfilled;
    api.dispatch(ordersApi.util.upsertQueryData('getOrder', { orderId }, { success: true, order: data.order }));
  } catch {
    // A refusal is the form's to show; the page keeps the order it has.
  }
}

export const {
  useListUserOrdersQuery,
  useGetOrderQuery,
  useCancelOrderMutation,
  useRequestReturnMutation,
  useLazyOrderInvoicePdfQuery,
  useLazyCreditNotePdfQuery,
} = ordersApi;
