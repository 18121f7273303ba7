// Order statuses as an operator types them: any case, with spaces, hyphens or underscores between the words.
import { AWAITING_PAYMENT, PAYMENT_CANCELLED, PAYMENT_EXPIRED, PAYMENT_FAILED, REFUND_DUE } from '../constants';
import { ORDER_STATUSES } from '../orders';
import { CliFailure } from './context';

/** Every status an order can have: the lifecycle the shop moves it along, and the states of an online payment. */
export const EVERY_STATUS = [
  ...ORDER_STATUSES,
  AWAITING_PAYMENT,
  PAYMENT_FAILED,
  PAYMENT_EXPIRED,
  PAYMENT_CANCELLED,
  REFUND_DUE,
];

const key = (status: string) =>
  status
    .toLowerCase()
    .replace(/[\s_-]+/g, ' ')
    .trim();

/** The status `typed` names among `statuses` (`shipped`, `out-for-delivery`), or a failure listing them all. */
export function statusNamed(typed: string, statuses: readonly string[]): string {
  const found = statuses.find((status) => key(status) === key(typed));
  if (!found) throw new CliFailure(`"${typed}" is not an order status here. The statuses are: ${statuses.join(', ')}.`);
  return found;
}
