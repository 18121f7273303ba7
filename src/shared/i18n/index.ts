// The storefront's languages: catalogs, instances and links that keep the shopper's language (the address names it).
export { useTranslation } from './useTranslation';
export { i18nOf, loadAllMessages, loadMessages, messagesLoaded, translatorOf, type Translate } from './i18n';
export { Link, Navigate, NavLink, useLanguage, useLocalNavigate, useLocalPath, usePagePath } from './links';
export { forgetLanguage, rememberedLanguage, rememberLanguage } from './rememberedLanguage';
export { productIn } from './productText';
export type { MessageKey } from './catalogs';
