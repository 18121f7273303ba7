// What a page asks the API for before it is drawn: the server asks it to render the page, and the browser asks it
// (answered by the answers the page carries) before taking the server's page over, so both draw the same thing.
import { languageOfPath } from '../../../contract';
import { loadCatalogScreen } from '../../features/catalog';
import { loadCheckoutScreen } from '../../features/checkout';
import type { AppStore } from '../store';
import { matchPage } from './pages';

export async function loadPageData(store: AppStore, pathname: string, search: string): Promise<void> {
  const page = matchPage(pathname);
  const { language } = languageOfPath(pathname);
  if (page.name === 'home') await loadCatalogScreen(store.dispatch, { name: 'home' }, language);
  if (page.name === 'collection') await loadCatalogScreen(store.dispatch, { name: 'collection', search }, language);
  if (page.name === 'product')
    await loadCatalogScreen(store.dispatch, { name: 'product', productId: page.productId ?? '' }, language);
  if (page.name === 'placeOrder') await loadCheckoutScreen(store.dispatch);
}
