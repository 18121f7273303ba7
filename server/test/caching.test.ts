import { catalog, fillCart, newOperator, orderBodyFor } from './fixtures';
import { describeEachDatabase } from './harness';

describeEachDatabase('what caches may keep', (shop) => {
  it('answers with tokens, carts, orders, accounts and admin data carry Cache-Control: no-store', async () => {
    const shopper = await shop().newShopper();
    const operator = await newOperator(shop());
    const [product] = await catalog(shop());
    await fillCart(shop(), shopper.token, [{ itemId: product?._id ?? '', size: product?.sizes[0] ?? '', quantity: 1 }]);
    const body = await orderBodyFor(shop(), shopper.token);
    const admin = (url: string) => shop().request({ method: 'GET', url, headers: { token: operator.token } });
    const answers = {
      register: await shop().post('/api/user/register', {
        name: 'Cached',
        email: `cache-${Date.now()}@example.com`,
        password: 'velvet lantern 42',
      }),
      login: await shop().post('/api/user/login', { email: shopper.email, password: shopper.password }),
      'cart/get': await shop().post('/api/cart/get', undefined, shopper.token),
      'cart/update': await shop().post(
        '/api/cart/update',
        { itemId: product?._id, size: product?.sizes[0], quantity: 1 },
        shopper.token,
      ),
      'order/stripe': await shop().post('/api/order/stripe', body, shopper.token),
      'order/userorder': await shop().post('/api/order/userorder', undefined, shopper.token),
      'admin/orders': await admin('/api/admin/orders'),
      'admin/users': await admin('/api/admin/users'),
      'admin/products': await admin('/api/admin/products'),
      'a refusal': await shop().post('/api/cart/get', undefined, 'forged'),
    };
    for (const [call, answer] of Object.entries(answers)) {
      expect({ call, status: answer.status < 500, cache: answer.headers['cache-control'] }).toEqual({
        call,
        status: true,
        cache: 'no-store',
      });
    }
  });

  it('lets the public product list be revalidated with its ETag, as before', async () => {
    const list = await shop().get('/api/product/list');
    expect(list.headers['cache-control']).toBe('no-cache');
    expect(list.headers.etag).toEqual(expect.any(String));
  });
});
