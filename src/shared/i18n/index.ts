// The storefront's languages: catalogs, instances, the language slice and links that keep the shopper's language.
export { useTranslation } from './useTranslation';
export { i18nOf, loadAllMessages, loadMessages, messagesLoaded, translatorOf, type Translate } from './i18n';
export { languageShown, languageSlice, selectLanguage, selectLanguageOf } from './languageSlice';
export { Link, Navigate, NavLink, useLanguage, useLocalNavigate, useLocalPath, usePagePath } from './links';
export { forgetLanguage, rememberedLanguage, rememberLanguage } from './rememberedLanguage';
export { productIn } from './productText';
export type { MessageKey } from './catalogs';
