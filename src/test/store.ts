// A store from makeStore whose catalog already holds the given products, for selector tests.
import { makeStore } from '../app/store';
import { catalogApi, productsAdapter, type Product } from '../features/catalog/catalogApi';

export function storeWithProducts(products: Product[]) {
  const store = makeStore();
  store.dispatch(
    catalogApi.util.upsertQueryEntries([
      { endpointName: 'listProducts', arg: undefined, value: productsAdapter.setAll(productsAdapter.getInitialState(), products) },
    ]),
  );
  return store;
}
