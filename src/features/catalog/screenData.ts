// What each catalog screen asks the API for when it opens, for the server to ask before it draws the screen and for
// the browser to ask (answered by the page itself) before it takes the drawn screen over: the hooks of the screens
// then find the same answers in the cache.
import type { Language } from '../../../contract';
import type { AppDispatch } from '../../app/store';
import { catalogApi } from './catalogApi';
import { collectionQuery, parseView } from './filters';

export type CatalogScreen =
  { name: 'home' } | { name: 'collection'; search: string } | { name: 'product'; productId: string };

/** Asks for what `screen` shows, with the products' texts in `lang`. */
export async function loadCatalogScreen(dispatch: AppDispatch, screen: CatalogScreen, lang: Language): Promise<void> {
  const options = { subscribe: false } as const;
  if (screen.name === 'home') await dispatch(catalogApi.endpoints.getHome.initiate({ lang }, options));
  if (screen.name === 'collection') {
    await dispatch(
      catalogApi.endpoints.queryProducts.initiate(
        collectionQuery(parseView(new URLSearchParams(screen.search)), 1, lang),
        options,
      ),
    );
  }
  if (screen.name === 'product')
    await dispatch(catalogApi.endpoints.getProduct.initiate({ productId: screen.productId, lang }, options));
}
