// A screen that speaks more than the first screens' messages (catalogs.ts FIRST_MESSAGES), loaded as its own chunk:
// its code and those messages come together, so it is never drawn with a message missing, whether the shopper goes
// to it or the app takes over the server's page of it.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadMoreMessages } from './i18n';

/** A screen (or a part of one drawn later, with its props) whose code `load` imports. */
export function lazyWithMessages<Props extends object = object>(
  load: () => Promise<{ default: ComponentType<Props> }>,
): LazyExoticComponent<ComponentType<Props>> {
  return lazy(() => Promise.all([load(), loadMoreMessages()]).then(([screen]) => screen));
}
