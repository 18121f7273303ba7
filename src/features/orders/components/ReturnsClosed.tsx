// Where "Return or exchange" stood until the window closed: when it closed, so the shopper knows why it is gone.
import { formatDate } from '../../../shared/format/date';
import { useLanguage, useTranslation } from '../../../shared/i18n';

export function ReturnsClosed({ on }: { on: number }) {
  const { t } = useTranslation();
  const language = useLanguage();
  return (
    <p>
      <time dateTime={new Date(on).toISOString()}>
        {t('orders.returns.closed', { date: formatDate(on, language) })}
      </time>
    </p>
  );
}
