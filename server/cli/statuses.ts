// Order statuses as an operator types them: any case, with spaces, hyphens or underscores between the words.
import { CliFailure } from './context';

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
