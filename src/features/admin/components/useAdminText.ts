import { useLanguage } from '../../../shared/i18n';
import { adminTextIn, type AdminText } from '../adminText';

/** The operator's screens' words in the page's language. */
export const useAdminText = (): AdminText => adminTextIn(useLanguage());
