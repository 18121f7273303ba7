import { makeStore } from '../store';
import { itemAdded } from '../../features/cart';
import { loggedIn } from '../../features/auth';
import { PERSIST } from 'redux-persist';
import { createActionRecorder } from './recorder';
import { REDACTED } from './sanitize';

describe('the action recorder', () => {
  it('keeps only the last N actions, sanitized', () => {
    const recorder = createActionRecorder(3);
    const store = makeStore(undefined, { recorder, sideEffects: false });
    store.dispatch(loggedIn({ token: 'secret' }));
    for (let i = 0; i < 4; i += 1) store.dispatch(itemAdded({ productId: `p${i}`, size: 'M' }));
    const types = recorder.entries().map((entry) => entry.action.type);
    expect(types).toEqual(['cart/itemAdded', 'cart/itemAdded', 'cart/itemAdded']);
    expect(recorder.entries().map((entry) => (entry.action.payload as { productId: string }).productId)).toEqual(['p1', 'p2', 'p3']);

    const tokenRecorder = createActionRecorder();
    makeStore(undefined, { recorder: tokenRecorder, sideEffects: false }).dispatch(loggedIn({ token: 'secret' }));
    expect(tokenRecorder.entries().find((entry) => entry.action.type === 'auth/loggedIn')?.action).toEqual({
      type: 'auth/loggedIn',
      payload: { token: REDACTED },
    });
  });

  it('leaves out redux-persist bookkeeping, whose actions carry callbacks', () => {
    const recorder = createActionRecorder();
    const store = makeStore(undefined, { recorder, sideEffects: false });
    store.dispatch({ type: PERSIST, register: () => undefined, rehydrate: () => undefined });
    store.dispatch(itemAdded({ productId: 'p1', size: 'M' }));
    const types = recorder.entries().map((entry) => entry.action.type);
    expect(types).not.toContain(PERSIST);
    expect(types).toContain('cart/itemAdded');
  });
});
