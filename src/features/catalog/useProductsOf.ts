// The products a screen lists by id (the cart's lines, an order about to be placed), asked for together and kept
// fresh: their stock and prices are the server's of the last minute. The store's known products hold them after.
import { useLanguage } from '../../shared/i18n';
import { STOCK_FRESH_SECONDS, useGetProductsByIdsQuery } from './catalogApi';

/** The largest number of ids one request names (the API's limit). */
const IDS_PER_REQUEST = 100;

export function useProductsOf(productIds: readonly string[]) {
  // One cache entry per set of products, whatever order the lines are in.
  const id = [...new Set(productIds)].sort().slice(0, IDS_PER_REQUEST);
  const lang = useLanguage();
  return useGetProductsByIdsQuery(
    { id, lang },
    { skip: id.length === 0, refetchOnMountOrArgChange: STOCK_FRESH_SECONDS },
  );
}
