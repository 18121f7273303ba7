import { loggedIn } from '../../features/auth';
import { REDACTED, sanitizeAction, sanitizeState } from './sanitize';

describe('QA log sanitizers', () => {
  it('redact tokens, passwords and signatures wherever they sit', () => {
    expect(sanitizeAction(loggedIn({ token: 'eyJ.secret.token' }))).toEqual({ type: 'auth/loggedIn', payload: { token: REDACTED } });
    const mutation = { type: 'api/executeMutation/pending', meta: { arg: { originalArgs: { body: { email: 'a@b.c', password: 'hunter22!' } } } } };
    expect(sanitizeAction(mutation).meta.arg.originalArgs.body).toEqual({ email: 'a@b.c', password: REDACTED });
    expect(sanitizeAction({ type: 'x', payload: { razorpay_signature: 'abc', razorpay_order_id: 'order_1' } }).payload).toEqual({
      razorpay_signature: REDACTED,
      razorpay_order_id: 'order_1',
    });
  });

  it('redact every field of a delivery address, in actions and in cached orders', () => {
    const address = { firstName: 'Asha', street: '12 MG Road', zipcode: '056001', phone: '+91' };
    expect(sanitizeAction({ type: 'checkout/orderSubmitted', payload: { address, method: 'cod' } }).payload).toEqual({
      address: { firstName: REDACTED, street: REDACTED, zipcode: REDACTED, phone: REDACTED },
      method: 'cod',
    });
    const cached = (order: object) => ({ queries: { 'listUserOrders(undefined)': { data: { ids: ['o1'], entities: { o1: order } } } } });
    expect(sanitizeState({ auth: { token: null }, api: cached({ _id: 'o1', address }) })).toEqual({
      auth: { token: null },
      api: cached({ _id: 'o1', address: { firstName: REDACTED, street: REDACTED, zipcode: REDACTED, phone: REDACTED } }),
    });
  });

  it('leave everything else as it was', () => {
    const action = { type: 'cart/quantityChanged', payload: { productId: 'p1', size: 'M', quantity: 3 } };
    expect(sanitizeAction(action)).toEqual(action);
  });
});
