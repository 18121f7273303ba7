// When something happened, to the minute, as the operator reads it: the shop's time in India, named (22 Nov 2026,
// 3:00 pm IST), whatever time zone the operator's device is set to.
import type { Language } from '../../../contract';
import { perLanguage } from '../../shared/format/perLanguage';

/** The shop's time zone: the one its shoppers and operators live in. */
export const SHOP_TIME_ZONE = 'Asia/Kolkata';

const dateTimes = perLanguage(
  (locale) =>
    new Intl.DateTimeFormat(locale, {
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      timeZone: SHOP_TIME_ZONE,
      timeZoneName: 'short',
    }),
);

export const formatDateTime = (date: number, language: Language): string => dateTimes(language).format(date);
