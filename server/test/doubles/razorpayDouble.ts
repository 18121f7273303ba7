// Stands in for Razorpay's Orders API on loopback, speaking its wire format, so the real SDK runs.
import { startHttpDouble, type HttpDouble } from './httpDouble';

export interface RazorpayDouble extends HttpDouble {
  orders: Array<{ id: string; amount: number; currency: string; receipt: string; authorization: string | undefined }>;
}

export async function startRazorpayDouble(): Promise<RazorpayDouble> {
  const orders: RazorpayDouble['orders'] = [];
  const double = await startHttpDouble(({ method, path, headers, body }) => {
    if (method === 'POST' && path === '/v1/orders') {
      const request = JSON.parse(body) as { amount: number; currency: string; receipt: string; notes?: unknown };
      const order = {
        id: `order_double${orders.length + 1}`,
        amount: request.amount,
        currency: request.currency,
        receipt: request.receipt,
      };
      orders.push({ ...order, authorization: headers.authorization });
      return {
        status: 200,
        body: {
          ...order,
          entity: 'order',
          amount_paid: 0,
          amount_due: request.amount,
          status: 'created',
          attempts: 0,
          notes: request.notes ?? [],
          created_at: Math.floor(Date.now() / 1000),
        },
      };
    }
    return {
      status: 404,
      body: { error: { code: 'BAD_REQUEST_ERROR', description: 'The requested URL was not found on the server.' } },
    };
  });
  return { ...double, orders };
}
