// Memoized views of the cached order list: every order, one by id, and one row per ordered item.
import { createSelector } from '@reduxjs/toolkit';
import { ordersAdapter, ordersApi, type Order, type OrderItem } from './ordersApi';

const selectOrdersResult = ordersApi.endpoints.listUserOrders.select();
const emptyOrders = ordersAdapter.getInitialState();
const selectOrdersState = createSelector(selectOrdersResult, (result) => result.data ?? emptyOrders);

/** In the order the server lists them. */
export const { selectAll: selectOrders, selectById: selectOrderById } = ordersAdapter.getSelectors(selectOrdersState);

interface OrderedItem {
  order: Order;
  item: OrderItem;
  /** Unique across the list: an order may hold the same product twice, in two sizes. */
  key: string;
}

/** What My orders lists: each order's items in turn, with the order they belong to. */
export const selectOrderedItems = createSelector(selectOrders, (orders): OrderedItem[] =>
  orders.flatMap((order) => order.items.map((item, index) => ({ order, item, key: `${order._id}-${index}` }))),
);
