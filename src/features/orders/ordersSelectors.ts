// Memoized views of the cached order list: every order, and one by id.
import { createSelector } from '@reduxjs/toolkit';
import { ordersAdapter, ordersApi } from './ordersApi';

const selectOrdersResult = ordersApi.endpoints.listUserOrders.select();
const emptyOrders = ordersAdapter.getInitialState();
const selectOrdersState = createSelector(selectOrdersResult, (result) => result.data ?? emptyOrders);

/** In the order the server lists them. */
export const { selectAll: selectOrders, selectById: selectOrderById } = ordersAdapter.getSelectors(selectOrdersState);
