import { makeStore } from '../../app/store';
import { answerRequests } from '../../test/requests';
import { cartApi } from './index';

const withToken = () => makeStore({ auth: { token: 'token-1' } }, { sideEffects: false });

describe('the cart’s generated endpoints', () => {
  it('add one piece of a size with POST /api/cart/add, sending the token', async () => {
    const sent = answerRequests({ '/api/cart/add': { success: true, message: 'Added To Cart' } });
    const result = await withToken().dispatch(
      cartApi.endpoints.addToCart.initiate({ body: { itemId: 'shirt', size: 'M' } }),
    );
    expect(result.data).toEqual({ success: true, message: 'Added To Cart' });
    expect(sent).toEqual([
      { method: 'POST', path: '/api/cart/add', body: { itemId: 'shirt', size: 'M' }, token: 'token-1' },
    ]);
  });

  it('set a line’s absolute quantity with POST /api/cart/update', async () => {
    const sent = answerRequests({ '/api/cart/update': { success: true, message: 'Cart Updated' } });
    await withToken().dispatch(
      cartApi.endpoints.updateCart.initiate({ body: { itemId: 'shirt', size: 'M', quantity: 3 } }),
    );
    expect(sent).toEqual([
      { method: 'POST', path: '/api/cart/update', body: { itemId: 'shirt', size: 'M', quantity: 3 }, token: 'token-1' },
    ]);
  });

  it('read the account’s cart with POST /api/cart/get', async () => {
    const sent = answerRequests({ '/api/cart/get': { success: true, cartData: { shirt: { M: 2 } } } });
    const result = await withToken().dispatch(cartApi.endpoints.getCart.initiate());
    expect(result.data?.cartData).toEqual({ shirt: { M: 2 } });
    expect(sent.map(({ method, path, token }) => [method, path, token])).toEqual([
      ['POST', '/api/cart/get', 'token-1'],
    ]);
  });
});
