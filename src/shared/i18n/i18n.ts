// One i18next instance per language, made once with its catalog (no loading: the catalogs are in the code). The
// address names the language (contract/languages.ts); the app hands the screens that language's instance, so two
// pages rendered at once on the server in two languages never share one.
import { createInstance, type i18n, type TFunction } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LANGUAGE, LANGUAGES, type Language } from '../../../contract';
import { en } from './en';
import { hi } from './hi';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}

export const CATALOGS = { en, hi } as const;

function makeInstance(language: Language): i18n {
  const instance = createInstance({
    lng: language,
    fallbackLng: false,
    resources: { [language]: { translation: CATALOGS[language] } },
    // React escapes what it renders; the catalogs hold plain text.
    interpolation: { escapeValue: false },
    initAsync: false,
    returnNull: false,
  });
  // English is also react-i18next's default: a component drawn outside the app's LanguageProvider reads English.
  if (language === DEFAULT_LANGUAGE) instance.use(initReactI18next);
  void instance.init();
  return instance;
}

const instances = Object.fromEntries(LANGUAGES.map((language) => [language, makeInstance(language)])) as Record<
  Language,
  i18n
>;

/** The i18next instance of `language`. */
export const i18nOf = (language: Language): i18n => instances[language];

/** The texts of `language`, for code outside React (listeners raising toasts). */
export const translatorOf = (language: Language): TFunction => instances[language].t;
