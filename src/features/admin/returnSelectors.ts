// What the returns screens derive from a request: the steps the operator may take next, and what each one asks for.
import { RETURN_STEPS, type ReturnState } from '../../../contract';
import type { AdminReturn } from './adminApi';

/** The steps a request may take next: RETURN_STEPS, but a refund never ends exchanged nor an exchange refunded. */
export function nextSteps(request: Pick<AdminReturn, 'state' | 'kind'>): ReturnState[] {
  return RETURN_STEPS[request.state].filter(
    (to) => !(to === 'refunded' && request.kind !== 'refund') && !(to === 'exchanged' && request.kind !== 'exchange'),
  );
}

/** What a step needs typed before it is sent: a rejection its reason, a bank refund the transfer's reference. */
export function stepNeeds(request: Pick<AdminReturn, 'refundRoute'>, to: ReturnState): 'note' | 'reference' | null {
  if (to === 'rejected') return 'note';
  if (to === 'refunded' && request.refundRoute === 'bank') return 'reference';
  return null;
}

/** The requests of one order, oldest first. */
export const returnsOfOrder = (requests: readonly AdminReturn[], orderId: string): AdminReturn[] =>
  requests.filter((request) => request.orderId === orderId);

/** A request's short name, as the command line and the server's messages print it. */
export const shortId = (id: string): string => id.slice(0, 8);
