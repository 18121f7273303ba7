// The back-in-stock confirmation mail's link (?token=): as soon as the page opens, once, the alert is confirmed, without
// signing in; the page says how it went in the server's words (the size's e-mail to come, or on its way already).
import { AlertLinkPage } from '../components/AlertLinkPage';
import { useConfirmStockAlertMutation } from '../wishlistApi';

export default function AlertsConfirmScreen() {
  return <AlertLinkPage useTokenCall={useConfirmStockAlertMutation} working="alerts.confirming" />;
}
