// npm run shop -- orders list|show|status|cancel-unpaid|refund|reconcile
import os from 'node:os';
import type { Command } from 'commander';
import {
  cancelUnpaidOrders,
  changeOrderStatus,
  EVERY_ORDER_STATUS,
  findAdminOrder,
  findOrder,
  listAllOrders,
  ORDER_STATUSES,
  parseSince,
  type AdminOrder,
} from '../orders';
import { pieceStatesOf } from '../afterSale';
import { reconcileOrder, reconcileWaitingOrders, orderPaymentsTaken, orderRefundTries, refundOrder } from '../payments';
import { DEFAULT_LANGUAGE, ORDER_STATUS, orderNumber, toRupees } from '../../contract';
import type { MailContext } from '../mail';
import { CliFailure, publicUrlOf, type CliContext } from './context';
import { statusNamed } from './statuses';
import { dateTime, printable, printableJson, rupees, table } from './table';

export function positiveLimit(value: string): number {
  const limit = Number(value);
  if (!/^\d+$/.test(value) || limit < 1 || limit > 10_000)
    throw new CliFailure(`--limit must be a whole number from 1 to 10000; it is "${value}".`);
  return limit;
}

const orderRow = (order: AdminOrder) => [
  order._id,
  dateTime(order.date),
  order.email,
  rupees(order.amount),
  `${order.paymentMethod}${order.payment ? ' (paid)' : ''}`,
  piecesHeld(order),
  order.status,
];

/** The pieces the order holds, those cancelled before dispatch left out and counted apart: "1 (1 cancelled)". */
function piecesHeld(order: AdminOrder): string {
  const held = order.items.reduce((pieces, item) => pieces + item.quantity, 0) - order.cancelledPieces;
  return order.cancelledPieces > 0 ? `${held} (${order.cancelledPieces} cancelled)` : String(held);
}

/**
 * Where an order goes, in one line; the fields a closed account's orders no longer hold (name, street, phone: empty)
 * are left out rather than shown as gaps.
 */
function deliveryLine(address: AdminOrder['address']): string {
  const filled = (...parts: string[]) => parts.filter((part) => part !== '');
  const place = filled(
    filled(address.firstName, address.lastName).join(' '),
    address.street,
    address.city,
    filled(address.state, address.zipcode).join(' '),
    address.country,
  ).join(', ');
  return filled(place, address.phone).join('; ');
}

type FoundOrder = NonNullable<Awaited<ReturnType<typeof findOrder>>>;

/** The statuses in which the order's pieces are still to ship. */
const BEFORE_DISPATCH: readonly string[] = [ORDER_STATUS.placed, ORDER_STATUS.packing];

/**
 * The order's items as the operator packs them: the pieces to ship (or, once it has left, the pieces it holds), and
 * apart, the pieces cancelled before dispatch, named (1.2: the first line's second piece).
 */
function piecesTables({ order, lines }: FoundOrder) {
  const kept = (index: number) => lines[index]?.units.filter((unit) => unit.state !== 'cancelled') ?? [];
  const cancelled = (index: number) => lines[index]?.units.filter((unit) => unit.state === 'cancelled') ?? [];
  const items = order.items.map((item, index) => ({ item, kept: kept(index), cancelled: cancelled(index) }));
  const shipping = BEFORE_DISPATCH.includes(order.status);
  const held = items.filter((line) => line.kept.length > 0);
  const gone = items.filter((line) => line.cancelled.length > 0);
  return [
    held.length === 0
      ? 'Nothing to ship: every piece was cancelled.'
      : table(
          ['ITEM', 'SIZE', shipping ? 'TO SHIP' : 'QTY', 'PRICE'],
          held.map(({ item, kept }) => [item.name, item.size, String(kept.length), rupees(item.price)]),
        ),
    ...(gone.length === 0
      ? []
      : [
          '',
          'Cancelled (not to ship):',
          table(
            ['ITEM', 'SIZE', 'QTY', 'PIECES'],
            gone.map(({ item, cancelled }) => [
              item.name,
              item.size,
              String(cancelled.length),
              cancelled.map((unit) => unit.id).join(', '),
            ]),
          ),
        ]),
  ];
}

/**
 * Each payment the order took (to match with the provider's dashboard: whether it paid the order or is to be
 * refunded) and each refund with its tries; nothing for an order that took none.
 */
function moneyTables(
  taken: Awaited<ReturnType<typeof orderPaymentsTaken>>,
  tries: Awaited<ReturnType<typeof orderRefundTries>>,
): string[] {
  const payments =
    taken.length === 0
      ? []
      : [
          'Payments taken:',
          table(
            ['PROVIDER', 'PAYMENT ID', 'AMOUNT', 'TAKEN (UTC)', 'FOR'],
            taken.map((payment) => [
              payment.provider,
              payment.paymentId,
              rupees(toRupees(payment.amountPaise)),
              dateTime(payment.takenAt),
              payment.outcome === 'paid' ? 'paid the order' : 'to be refunded',
            ]),
          ),
          '',
        ];
  const refunds =
    tries.length === 0
      ? []
      : [
          'Refunds:',
          table(
            ['AMOUNT', 'STATE', 'TRIES', 'PROVIDER REFUND ID', 'ASKED (UTC)'],
            tries.map(({ refund, attempts }) => [
              rupees(refund.amount),
              refund.state === 'failed' ? 'failed: to send again' : refund.state,
              String(attempts),
              refund.providerRefundId ?? 'none yet',
              dateTime(refund.date),
            ]),
          ),
          '',
        ];
  return [...payments, ...refunds];
}

/** The shop's mail from the command line: in English unless the order says the shopper's language. */
const shopMail = (context: CliContext): MailContext => ({
  language: DEFAULT_LANGUAGE,
  publicUrl: publicUrlOf(context.io.env),
});

/** What a cancellation from the command line does besides: the shopper's mail, an online refund. */
async function shopCancelling(context: CliContext) {
  return { mail: shopMail(context), cancel: context.cancelOrder(await context.payments()) };
}

interface ListOptions {
  status?: string;
  since?: string;
  email?: string;
  unpaid?: boolean;
  limit: string;
  json?: boolean;
}

export function registerOrderCommands(program: Command, context: CliContext): void {
  const orders = program
    .command('orders')
    .description("every shopper's orders: list, show, and move along the lifecycle");

  orders
    .command('list')
    .description('orders, newest first')
    .option('--status <status>', `only orders with this status, in any case: ${EVERY_ORDER_STATUS.join(', ')}`)
    .option('--since <date>', 'only orders placed at or after this date, such as 2026-11-01')
    .option('--email <email>', "only this account's orders")
    .option('--unpaid', 'only orders not paid, neither delivered nor cancelled (what the unpaid caps count)')
    .option('--limit <count>', 'at most this many', '100')
    .option('--json', 'print JSON instead of a table')
    .action(async (options: ListOptions) => {
      let since: number | undefined;
      try {
        since = parseSince(options.since);
      } catch (error) {
        throw new CliFailure((error as Error).message);
      }
      const status = options.status === undefined ? undefined : statusNamed(options.status, EVERY_ORDER_STATUS);
      const found = await listAllOrders(await context.db(), {
        status,
        since,
        email: options.email,
        unpaid: options.unpaid,
        limit: positiveLimit(options.limit),
      });
      if (options.json) return context.print(printableJson(found));
      if (found.length === 0) return context.warn('No orders.');
      context.print(
        table(['ORDER', 'PLACED (UTC)', 'CUSTOMER', 'AMOUNT', 'PAYMENT', 'PIECES', 'STATUS'], found.map(orderRow)),
      );
    });

  orders
    .command('show <order>')
    .description(
      'one order, by its id or its 8-character number: its items (the pieces to ship, and apart those cancelled), address and every status change',
    )
    .option('--json', 'print JSON')
    .action(async (named: string, options: { json?: boolean }) => {
      const db = await context.db();
      const found = await findOrder(db, named, pieceStatesOf);
      if (!found) throw new CliFailure(`There is no order ${named}.`);
      if (options.json) return context.print(printableJson(found));
      const [taken, tries] = await Promise.all([
        orderPaymentsTaken(db, found.order._id),
        orderRefundTries(db, found.order._id),
      ]);
      const { order, history } = found;
      const details = [
        `Order     ${orderNumber(order._id)} (id ${order._id})`,
        `Placed    ${dateTime(order.date)} UTC by ${order.email}`,
        `Status    ${order.status}`,
        `Payment   ${order.paymentMethod}, ${order.payment ? 'paid' : 'not paid'}`,
        `Amount    ${rupees(order.amount)} (delivery included)`,
        `Deliver   ${deliveryLine(order.address)}`,
      ];
      context.print(
        [
          ...details.map(printable),
          '',
          ...piecesTables(found),
          '',
          ...moneyTables(taken, tries),
          history.length === 0
            ? 'No status changes yet.'
            : table(
                ['CHANGED (UTC)', 'FROM', 'TO', 'BY'],
                history.map((change) => [dateTime(change.at), change.from, change.to, change.by]),
              ),
        ].join('\n'),
      );
    });

  orders
    .command('status <order> <status>')
    .description(
      `move an order (its id or its 8-character number) to its next status, in any case: ${ORDER_STATUSES.join(' → ')} (Cancelled from Order Placed or Packing)`,
    )
    .option('--by <name>', 'who makes the change, for the order history', `cli:${os.userInfo().username}`)
    .action(async (named: string, status: string, options: { by: string }) => {
      const db = await context.db();
      const id = (await findAdminOrder(db, named))?._id ?? named;
      const to = statusNamed(status, ORDER_STATUSES);
      // A cancellation mails the shopper and refunds an online payment, and a cash order's delivery mails its invoice,
      // as on the admin API.
      const cancelling =
        to === ORDER_STATUS.cancelled
          ? await shopCancelling(context)
          : { mail: shopMail(context), cancel: context.cancelOrder(undefined) };
      const order = await changeOrderStatus(db, id, to, options.by, undefined, cancelling);
      context.print(printable(`Order ${order._id} is now ${order.status}.`));
    });

  orders
    .command('cancel-unpaid <email>')
    .description("cancel an account's unpaid orders that are not yet shipped, restocking them")
    .option('--by <name>', 'who makes the change, for the order history', `cli:${os.userInfo().username}`)
    .action(async (email: string, options: { by: string }) => {
      const { cancelled, kept } = await cancelUnpaidOrders(
        await context.db(),
        email,
        options.by,
        await shopCancelling(context),
      );
      const lines = [
        `${cancelled.length} unpaid order${cancelled.length === 1 ? '' : 's'} of ${email} cancelled and restocked.`,
        ...cancelled.map((order) => `  ${order._id}`),
        ...kept.map((order) => `Kept ${order.id}: ${order.status}, already on its way.`),
      ];
      context.print(lines.map(printable).join('\n'));
    });

  orders
    .command('refund <order>')
    .description(
      'refund through its payment provider what an order has to give back (a Refund Due order, a second payment), once',
    )
    .option('--by <name>', 'who asks, for the refund record', `cli:${os.userInfo().username}`)
    .action(async (named: string, options: { by: string }) => {
      const db = await context.db();
      const id = (await findAdminOrder(db, named))?._id ?? named;
      const { refunds, sent } = await refundOrder(db, await context.payments(), { orderId: id, by: options.by });
      const lines = [
        sent === 0 ? `Order ${id} was refunded before; nothing was sent again.` : `Refund of order ${id}:`,
        ...refunds.map(
          (refund) =>
            `  ${rupees(refund.amount)} ${refund.state}${refund.providerRefundId ? ` ${refund.providerRefundId}` : ''}`,
        ),
      ];
      context.print(lines.map(printable).join('\n'));
    });

  orders
    .command('reconcile [order]')
    .description('ask the payment providers now about one order awaiting payment, or every one, and settle them')
    .action(async (named: string | undefined) => {
      const db = await context.db();
      const settlement = {
        payments: await context.payments(),
        mail: { language: DEFAULT_LANGUAGE, publicUrl: context.io.env.PUBLIC_URL ?? '' },
        refundsAutomatic: false,
      };
      if (named === undefined) {
        const { asked, paid, failed } = await reconcileWaitingOrders(db, settlement, { everyMs: 0, limit: 500 });
        for (const { orderId } of failed) context.warn(`The provider could not be asked about order ${orderId}.`);
        return context.print(`Asked about ${asked} waiting orders; ${paid} paid.`);
      }
      const id = (await findAdminOrder(db, named))?._id ?? named;
      const found = await reconcileOrder(db, id, settlement);
      context.print(printable(`Order ${id}: ${found}.`));
    });
}
