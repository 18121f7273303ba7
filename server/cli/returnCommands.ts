// npm run shop -- returns list|show|step: the returns queue, as the operator's screens show it, one step at a time.
import os from 'node:os';
import type { Command } from 'commander';
import { findReturn, moveReturn, returnsQueue, type AdminReturnAnswer } from '../afterSale';
import { RETURN_STATES, RETURN_STEPS, type ReturnState } from '../../contract';
import { CliFailure, publicUrlOf, type CliContext } from './context';
import { positiveLimit } from './orderCommands';
import { dateTime, printable, printableJson, rupees, table } from './table';

/** A step as the operator types it (any case: picked-up, pickedup), or a failure naming every step. */
function stateNamed(typed: string): ReturnState {
  const key = (state: string) => state.toLowerCase().replace(/[\s_-]+/g, '');
  const found = RETURN_STATES.find((state) => key(state) === key(typed));
  if (!found) throw new CliFailure(`"${typed}" is not a return step. The steps are: ${RETURN_STATES.join(', ')}.`);
  return found;
}

const kindOf = (request: AdminReturnAnswer) =>
  request.kind === 'exchange' ? `exchange for ${request.exchangeSize ?? '?'}` : `refund (${request.refundRoute})`;

const pieces = (request: AdminReturnAnswer) =>
  request.items.map((item) => `${item.unit} ${item.name} ${item.size}`).join('; ');

async function found(context: CliContext, named: string): Promise<AdminReturnAnswer> {
  const request = await findReturn(await context.db(), named);
  if (!request) throw new CliFailure(`There is no return ${named} (give its id, or its first 8 characters or more).`);
  return request;
}

function details(request: AdminReturnAnswer): string {
  const next = RETURN_STEPS[request.state];
  return [
    ...[
      `Return    ${request.id}`,
      `Order     ${request.orderNumber} (id ${request.orderId}) by ${request.email}, ${request.paymentMethod}`,
      `Asked     ${dateTime(request.date)} UTC: ${kindOf(request)}, reason ${request.reason}`,
      `Amount    ${rupees(request.amount)}`,
      `State     ${request.state}${next.length > 0 ? ` (next: ${next.join(' or ')})` : ''}`,
      ...(request.payoutTo ? [`Pay to    ${request.payoutTo}`] : []),
      ...(request.payoutReference ? [`Reference ${request.payoutReference}`] : []),
      ...(request.rejectReason ? [`Rejected  ${request.rejectReason}`] : []),
      ...(request.exchangeOrderId ? [`Exchange  order ${request.exchangeOrderId}`] : []),
    ].map(printable),
    '',
    table(
      ['PIECE', 'ITEM', 'SIZE', 'PRICE', 'DAMAGED'],
      request.items.map((item) => [
        item.unit,
        item.name,
        item.size,
        rupees(item.price),
        request.damagedUnits.includes(item.unit) ? 'yes' : '',
      ]),
    ),
    '',
    table(
      ['STEP (UTC)', 'STATE', 'BY', 'NOTE'],
      request.history.map((step) => [dateTime(step.at), step.state, step.by, step.note ?? '']),
    ),
  ].join('\n');
}

interface StepOptions {
  note?: string;
  damaged?: string;
  reference?: string;
  by: string;
}

export function registerReturnCommands(program: Command, context: CliContext): void {
  const returns = program
    .command('returns')
    .description("shoppers' return and exchange requests: list, show, and move one step at a time");

  returns
    .command('list')
    .description('requests, the longest waiting first')
    .option('--state <state>', `only requests in this step: ${RETURN_STATES.join(', ')}`)
    .option('--limit <count>', 'at most this many', '100')
    .option('--json', 'print JSON instead of a table')
    .action(async (options: { state?: string; limit: string; json?: boolean }) => {
      const state = options.state === undefined ? undefined : stateNamed(options.state);
      const found = await returnsQueue(await context.db(), { state, limit: positiveLimit(options.limit) });
      if (options.json) return context.print(printableJson(found));
      if (found.length === 0) return context.warn('No return requests.');
      context.print(
        table(
          ['RETURN', 'ASKED (UTC)', 'ORDER', 'CUSTOMER', 'PIECES', 'KIND', 'REASON', 'STATE'],
          found.map((request) => [
            request.id.slice(0, 8),
            dateTime(request.date),
            request.orderNumber,
            request.email,
            pieces(request),
            kindOf(request),
            request.reason,
            request.state,
          ]),
        ),
      );
    });

  returns
    .command('show <id>')
    .description('one request, by its id or its first 8 characters or more: its pieces and every step')
    .option('--json', 'print JSON')
    .action(async (named: string, options: { json?: boolean }) => {
      const request = await found(context, named);
      context.print(options.json ? printableJson(request) : details(request));
    });

  returns
    .command('step <id> <to>')
    .description(
      'move a request one step: approved, pickedUp, received (back to stock but --damaged pieces), refunded ' +
        '(provider, store credit, or a bank transfer with --reference), exchanged (ships the new size, amount 0), ' +
        'or rejected (with --note)',
    )
    .option('--note <text>', 'why (a rejection needs it: the shopper reads it)')
    .option(
      '--damaged <pieces>',
      'received: the pieces that came back damaged, such as 1.1,2.1 (not put back in stock)',
    )
    .option('--reference <reference>', "refunded to a bank or UPI account: the transfer's reference")
    .option('--by <name>', 'who makes the step, for the history', `cli:${os.userInfo().username}`)
    .action(async (named: string, to: string, options: StepOptions) => {
      const request = await found(context, named);
      const step = stateNamed(to);
      const damagedUnits = options.damaged
        ?.split(',')
        .map((unit) => unit.trim())
        .filter(Boolean);
      const payments = await context.payments();
      await moveReturn(
        await context.db(),
        payments,
        {
          requestId: request.id,
          to: step,
          by: options.by,
          ...(options.note !== undefined && { note: options.note }),
          ...(damagedUnits !== undefined && { damagedUnits }),
          ...(options.reference !== undefined && { payoutReference: options.reference }),
        },
        publicUrlOf(context.io.env),
      );
      const moved = await found(context, request.id);
      context.print(printable(`Return ${moved.id.slice(0, 8)} (order ${moved.orderNumber}) is now ${moved.state}.`));
    });
}
