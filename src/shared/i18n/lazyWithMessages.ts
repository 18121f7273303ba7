// A screen that speaks more than the first screens' messages (catalogs.ts FIRST_MESSAGES), loaded as its own chunk:
// its code and those messages come together, so it is never drawn with a message missing, whether the shopper goes
// to it or the app takes over the server's page of it. The operator's screens also bring the operator's messages
// (catalogs.ts ADMIN_MESSAGES), which no other screen loads.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadAdminMessages, loadMoreMessages } from './i18n';

/**
 * A screen (or a part of one drawn later, with its props) whose code `load` imports; `admin` for the operator's
 * screens, which speak the operator's messages too.
 */
export function lazyWithMessages<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
  { admin = false }: { admin?: boolean } = {},
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => Promise.all([load(), loadMoreMessages(), admin && loadAdminMessages()]).then(([screen]) => screen));
}
