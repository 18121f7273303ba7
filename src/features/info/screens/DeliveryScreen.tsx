// Delivery and returns: the fee, how long delivery takes, paying, and that returns and exchanges are not taken yet.
import { DELIVERY_FEE_PAISE, toRupees } from '../../../../contract';
import { RETURN_DAYS } from '../../../shared/constants';
import { CONTACT } from '../../../shared/contact';
import { formatPrice } from '../../../shared/format/money';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { PolicyArticle } from '../components/PolicyArticle';

const SECTIONS = ['fee', 'time', 'payment', 'returns', 'exchange', 'refunds'] as const;

export default function DeliveryScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const values = {
    fee: formatPrice(toRupees(DELIVERY_FEE_PAISE), language),
    days: RETURN_DAYS,
    email: CONTACT.email,
    phone: CONTACT.phone,
  };
  return (
    <PolicyArticle
      id="delivery-title"
      first={t('info.delivery.first')}
      second={t('info.delivery.second')}
      lead={t('info.delivery.lead')}
      sections={SECTIONS.map((key) => ({
        key,
        title: t(`info.delivery.sections.${key}.title`, values),
        text: t(`info.delivery.sections.${key}.text`, values),
      }))}
    />
  );
}
