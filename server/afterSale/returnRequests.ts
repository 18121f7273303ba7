// A shopper's request to return pieces of a delivered order for a refund, or to exchange them for another size of the
// same product, within the return window. In one transaction: the pieces are claimed (each once, so two tabs asking
// for the last piece make one request), an exchange's new size is taken from stock at once (or the request is refused
// as sold out), what a refund would give back is fixed, the order's status and timeline say "Return Requested", and the
// shopper's mail is written.
import { randomUUID } from 'node:crypto';
import type { Kysely, Transaction } from 'kysely';
import { ORDER_STATUS, type RefundRoute, type ReturnKind, type ReturnReason, type ReturnState } from '../../contract';
import { dbNow } from '../db/clock';
import { PAYMENT_METHOD } from '../constants';
import type { DB } from '../db/schema';
import type { DeliveryFeeRefund } from '../config';
import type { MailContext } from '../mail';
import { applyStock, StockShortfall } from '../stock';
import { findProducts } from '../catalog';
import { AfterSaleRefused } from './errors';
import { OrderNotFound } from '../orders';
import { InvalidInput } from '../errors';
import { moveOrderIn, shownOrderOf } from '../orders';
import { writeAfterSaleMail } from './afterSaleMail';
import {
  amountFor,
  claimOrRefuse,
  lockedOrder,
  namedPieces,
  orderClaims,
  type OrderRow,
  type Piece,
  type ReturnRow,
  returnsUntil,
  wholeOrderGoesBack,
} from './pieces';

/** The shop's return settings: the window after delivery, and when a refund gives the delivery fee back. */
export interface ReturnPolicy {
  windowDays: number;
  deliveryFee: DeliveryFeeRefund;
}

export interface ReturnAsk {
  userId: string;
  orderId: string;
  units: readonly string[];
  reason: ReturnReason;
  kind: ReturnKind;
  exchangeSize?: string;
  refundRoute?: RefundRoute;
  payoutTo?: string;
}

/** The order's status for a request's step: the latest step of any request names it. */
export const STATUS_OF_STEP: Record<ReturnState, string> = {
  requested: ORDER_STATUS.returnRequested,
  approved: ORDER_STATUS.returnApproved,
  pickedUp: ORDER_STATUS.pickedUp,
  received: ORDER_STATUS.returnReceived,
  refunded: ORDER_STATUS.refunded,
  exchanged: ORDER_STATUS.exchanged,
  rejected: ORDER_STATUS.returnRejected,
};

/** Sets the order's status to the step's and records the change on its timeline (nothing when it already is). */
export async function markOrderStep(
  trx: Transaction<DB>,
  order: Pick<OrderRow, 'id' | 'status'>,
  state: ReturnState,
  by: string,
  at: number,
): Promise<void> {
  const to = STATUS_OF_STEP[state];
  if (order.status === to) return;
  await moveOrderIn(trx, { orderId: order.id, from: order.status, to, by, at });
}

export async function recordStep(
  trx: Transaction<DB>,
  step: { requestId: string; from: ReturnState | null; to: ReturnState; by: string; at: number; note?: string | null },
): Promise<void> {
  await trx
    .insertInto('return_steps')
    .values({
      id: randomUUID(),
      request_id: step.requestId,
      from_state: step.from,
      to_state: step.to,
      changed_by: step.by,
      changed_at: step.at,
      note: step.note ?? null,
    })
    .execute();
}

const ONLINE: readonly string[] = [PAYMENT_METHOD.stripe, PAYMENT_METHOD.razorpay];

/** Where the refund goes: online payments back to the provider; cash on delivery as the shopper chose. */
function refundRouteFor(order: OrderRow, ask: ReturnAsk): { route: RefundRoute | null; payoutTo: string | null } {
  if (ask.kind === 'exchange') {
    if (ask.refundRoute !== undefined || ask.payoutTo !== undefined)
      throw new InvalidInput({ key: 'afterSale.exchangeNoRoute' });
    return { route: null, payoutTo: null };
  }
  if (ONLINE.includes(order.payment_method)) {
    if (ask.refundRoute !== undefined && ask.refundRoute !== 'provider')
      throw new InvalidInput({ key: 'afterSale.routeOnline' });
    return { route: 'provider', payoutTo: null };
  }
  if (ask.refundRoute !== 'storeCredit' && ask.refundRoute !== 'bank')
    throw new InvalidInput({ key: 'afterSale.routeCash' });
  const payoutTo = ask.payoutTo?.trim() ?? '';
  if (ask.refundRoute === 'bank' && payoutTo === '') throw new InvalidInput({ key: 'afterSale.payoutNeeded' });
  return { route: ask.refundRoute, payoutTo: ask.refundRoute === 'bank' ? payoutTo : null };
}

/** Takes the new size of an exchange from stock now (the ledger says "exchange"), or refuses it as sold out. */
async function reserveExchange(
  trx: Transaction<DB>,
  order: OrderRow,
  pieces: readonly Piece[],
  size: string | undefined,
): Promise<string> {
  const [first] = pieces;
  if (!first || pieces.some((piece) => piece.index !== first.index))
    throw new InvalidInput({ key: 'afterSale.exchangeOneLine' });
  const { line: item } = first;
  const product = (await findProducts(trx, [item.productId])).get(item.productId);
  const sizes = product ? (JSON.parse(product.sizes) as string[]) : [];
  if (size === undefined || !sizes.includes(size))
    throw new InvalidInput({ key: 'afterSale.exchangeSize', values: { name: item.name, size: size ?? '' } });
  if (size === item.size) throw new InvalidInput({ key: 'afterSale.exchangeSameSize', values: { size } });
  try {
    await applyStock(trx, [
      { productId: item.productId, size, delta: -pieces.length, reason: 'exchange', orderId: order.id, by: 'shopper' },
    ]);
  } catch (error) {
    if (error instanceof StockShortfall)
      throw new AfterSaleRefused({ key: 'afterSale.exchangeSoldOut', values: { name: item.name, size } });
    throw error;
  }
  return size;
}

/** Refuses what the window, the order or the products do not allow. */
async function assertReturnable(
  trx: Transaction<DB>,
  order: OrderRow,
  pieces: readonly Piece[],
  windowDays: number,
): Promise<void> {
  if (order.exchange_of !== null) throw new AfterSaleRefused({ key: 'afterSale.exchangeFinal' });
  if (windowDays <= 0) throw new AfterSaleRefused({ key: 'afterSale.noReturns' });
  const until = await returnsUntil(trx, order, windowDays);
  if (until === null) throw new AfterSaleRefused({ key: 'afterSale.notDelivered' });
  if ((await dbNow<DB>(trx)) > until)
    throw new AfterSaleRefused({ key: 'afterSale.windowClosed', values: { days: windowDays } });
  const kept = pieces.find((piece) => !piece.line.returnable);
  if (kept) throw new AfterSaleRefused({ key: 'afterSale.notReturnable', values: { name: kept.line.name } });
}

export async function requestReturnIn(
  trx: Transaction<DB>,
  ask: ReturnAsk,
  { windowDays, deliveryFee }: ReturnPolicy,
  mail: MailContext,
): Promise<string> {
  const shown = await shownOrderOf(trx, ask.orderId, ask.userId);
  const order = shown ? await lockedOrder(trx, ask.orderId) : undefined;
  if (!order) throw new OrderNotFound({ key: 'order.noSuchOrder' });
  const pieces = namedPieces(order, ask.units);
  await assertReturnable(trx, order, pieces, windowDays);
  const { route, payoutTo } = refundRouteFor(order, ask);
  const requestId = randomUUID();
  const claims = await orderClaims(trx, order.id);
  const requests: ReturnRow[] = await trx
    .selectFrom('return_requests')
    .selectAll()
    .where('order_id', '=', order.id)
    .execute();
  await claimOrRefuse(trx, order.id, pieces, 'return', requestId);
  const exchangeSize = ask.kind === 'exchange' ? await reserveExchange(trx, order, pieces, ask.exchangeSize) : null;
  // A refund of the order's last pieces gives back what is left of its value, the delivery fee with it.
  const whole = ask.kind === 'refund' && deliveryFee === 'whole' && wholeOrderGoesBack(order, claims, requests, pieces);
  const amountPaise = await amountFor(trx, order, pieces, whole);
  const now = Date.now();
  await trx
    .insertInto('return_requests')
    .values({
      id: requestId,
      order_id: order.id,
      user_id: order.user_id,
      units: JSON.stringify(pieces.map((piece) => piece.id)),
      reason: ask.reason,
      kind: ask.kind,
      refund_route: route,
      payout_to: payoutTo,
      payout_reference: null,
      exchange_size: exchangeSize,
      exchange_order_id: null,
      state: 'requested',
      language: mail.language,
      amount_paise: amountPaise,
      reject_reason: null,
      damaged_units: null,
      created_at: now,
      updated_at: now,
    })
    .execute();
  await recordStep(trx, { requestId, from: null, to: 'requested', by: 'shopper', at: now });
  await markOrderStep(trx, order, 'requested', 'shopper', now);
  await writeAfterSaleMail(
    trx,
    {
      orderId: order.id,
      userId: order.user_id,
      event: 'requested',
      dedupeKey: `return:${requestId}:requested`,
      amountPaise: 0,
      route: 'none',
    },
    mail,
  );
  return requestId;
}

/** Makes the request (see above), answering its id. */
export const requestReturn = (db: Kysely<DB>, ask: ReturnAsk, policy: ReturnPolicy, mail: MailContext) =>
  db.transaction().execute((trx) => requestReturnIn(trx, ask, policy, mail));
