// The day a parcel would come by, as the delivery promise says it: "Tuesday, 1 December" in English, in Hindi
// "मंगलवार, 1 दिसंबर". The server answers a calendar day (YYYY-MM-DD, India's); it is read and written in UTC so that no
// time zone moves it.
import type { Language } from '../../../contract';
import { perLanguage } from '../../shared/format/perLanguage';

const days = perLanguage(
  (locale) => new Intl.DateTimeFormat(locale, { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' }),
);

export const formatDeliveryDay = (day: string, language: Language): string =>
  days(language).format(new Date(`${day}T00:00:00Z`));
