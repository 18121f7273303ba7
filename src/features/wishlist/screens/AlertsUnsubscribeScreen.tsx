// The back-in-stock mails' unsubscribe link (?token=): as soon as the page opens, once, every alert of that address
// ends, without signing in; the page says how it went in the server's words.
import { AlertLinkPage } from '../components/AlertLinkPage';
import { useUnsubscribeStockAlertsMutation } from '../wishlistApi';

export default function AlertsUnsubscribeScreen() {
  return <AlertLinkPage useTokenCall={useUnsubscribeStockAlertsMutation} working="alerts.working" />;
}
