// The storefront's languages: catalogs, instances and links that keep the shopper's language (the address names it).
export { useTranslation } from './useTranslation';
export {
  i18nOf,
  loadAdminMessages,
  loadAllMessages,
  loadMessages,
  loadMoreMessages,
  messagesLoaded,
  translatorOf,
  type Translate,
} from './i18n';
export { lazyWithMessages } from './lazyWithMessages';
export { Link, Navigate, NavLink, useLanguage, useLocalNavigate, useLocalPath, usePagePath } from './links';
export { forgetLanguage, rememberedLanguage, rememberLanguage } from './rememberedLanguage';
export { productIn } from './productText';
export type { MessageKey } from './catalogs';
