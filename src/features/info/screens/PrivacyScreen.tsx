// Privacy: what the shop keeps about a shopper (the account, orders, addresses, this browser's storage, the QA
// recording's redaction), why, and how to remove it.
import { MAX_SAVED_ADDRESSES } from '../../../../contract';
import { SHOP_NAME } from '../../../shared/constants';
import { CONTACT } from '../../../shared/contact';
import { useTranslation } from '../../../shared/i18n';
import { PolicyArticle } from '../components/PolicyArticle';

const SECTIONS = [
  'account',
  'orders',
  'addresses',
  'payments',
  'device',
  'alerts',
  'recordings',
  'closing',
  'questions',
] as const;

export default function PrivacyScreen() {
  const { t } = useTranslation();
  const values = { shop: SHOP_NAME, email: CONTACT.email, addresses: MAX_SAVED_ADDRESSES };
  return (
    <PolicyArticle
      id="privacy-title"
      first={t('info.privacy.first')}
      second={t('info.privacy.second')}
      lead={t('info.privacy.lead', values)}
      sections={SECTIONS.map((key) => ({
        key,
        title: t(`info.privacy.sections.${key}.title`, values),
        text: t(`info.privacy.sections.${key}.text`, values),
      }))}
    />
  );
}
