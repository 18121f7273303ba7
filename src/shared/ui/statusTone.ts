// Each order status's own colour, the one table for the shopper's orders and the operator's: text and dot on a light
// tint, every pair above the 4.5:1 contrast of WCAG AA.
import { orderStatusName, type OrderStatusName } from '../../../contract';

export interface StatusTone {
  /** The status word's colour and its dot's. */
  ink: string;
  /** The badge's tint behind them. */
  tint: string;
}

export const STATUS_TONES: Record<OrderStatusName, StatusTone> = {
  placed: { ink: '#1d4ed8', tint: '#eff6ff' },
  packing: { ink: '#92400e', tint: '#fffbeb' },
  shipped: { ink: '#6d28d9', tint: '#f5f3ff' },
  outForDelivery: { ink: '#0e7490', tint: '#ecfeff' },
  delivered: { ink: '#166534', tint: '#f0fdf4' },
  cancelled: { ink: '#b91c1c', tint: '#fef2f2' },
  refundDue: { ink: '#9d174d', tint: '#fdf2f8' },
  refunded: { ink: '#115e59', tint: '#f0fdfa' },
  returnRequested: { ink: '#9a3412', tint: '#fff7ed' },
  returnApproved: { ink: '#854d0e', tint: '#fefce8' },
  pickedUp: { ink: '#3730a3', tint: '#eef2ff' },
  returnReceived: { ink: '#075985', tint: '#f0f9ff' },
  exchanged: { ink: '#3f6212', tint: '#f7fee7' },
  returnRejected: { ink: '#86198f', tint: '#fdf4ff' },
};

/** A status this storefront does not know: neutral grey. */
export const UNKNOWN_TONE: StatusTone = { ink: '#374151', tint: '#f3f4f6' };

export const statusTone = (status: string): StatusTone => {
  const name = orderStatusName(status);
  return name ? STATUS_TONES[name] : UNKNOWN_TONE;
};
