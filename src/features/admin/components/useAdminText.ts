import { useLanguage, useTranslation } from '../../../shared/i18n';
import { statusText } from '../../orders';
import { adminTextIn, type AdminText } from '../adminText';

/** The operator's screens' words in the page's language. */
export const useAdminText = (): AdminText => adminTextIn(useLanguage());

/** An order's status in the page's language, as the shopper's pages name it; the API is sent the English name. */
export function useStatusName(): (status: string) => string {
  const { t } = useTranslation();
  return (status) => statusText(status, t);
}
