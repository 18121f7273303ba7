// The texts of the language the app hands the screens (LanguageProvider); English for a component drawn alone.
import { useContext, useMemo } from 'react';
import { LinguiContext } from '@lingui/react';
import { DEFAULT_LANGUAGE } from '../../../contract';
import { i18nOf, translatorFor, type Translate } from './i18n';

export function useTranslation(): { t: Translate } {
  const i18n = useContext(LinguiContext)?.i18n ?? i18nOf(DEFAULT_LANGUAGE);
  return useMemo(() => ({ t: translatorFor(i18n) }), [i18n]);
}
