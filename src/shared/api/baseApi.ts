// The one RTK Query API: no endpoints of its own; each feature injects its calls (generated from the OpenAPI document).
import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery } from '@reduxjs/toolkit/query/react';

/** The API lives on the page's own origin; tests and other hosts may point it elsewhere. */
export function apiOrigin(): string {
  const configured = (globalThis as { __SHOP_API_ORIGIN__?: string }).__SHOP_API_ORIGIN__;
  return configured ?? globalThis.location.origin;
}

interface StateWithToken {
  auth: { token: string | null };
}

const prepareHeaders = (headers: Headers, { getState }: { getState: () => unknown }) => {
  const { token } = (getState() as StateWithToken).auth;
  if (token) headers.set('token', token);
  return headers;
};

/** An absolute base URL (Request needs one outside the browser), read per call so tests can point it. */
const baseQuery: ShopBaseQuery = (args, api, extraOptions) =>
  fetchBaseQuery({ baseUrl: apiOrigin(), prepareHeaders })(args, api, extraOptions);

export type ShopBaseQuery = BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError>;
export const TAG_TYPES = ['Products', 'Cart', 'Orders'] as const;
export type TagType = (typeof TAG_TYPES)[number];

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
