// The operator's product form against answers written here (adminExportProducts, adminAddProduct), with the real
// store and router: the Returnable mark, checked for a new product, and sent as the operator leaves it.
import { configure, screen, waitFor } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import type { CatalogProduct } from '../adminApi';

const ADMIN = {
  success: true,
  account: { name: 'Op', email: 'op@example.in', emailConfirmed: true, createdAt: 1, role: 'admin' },
};
const signedIn = { preloadedState: { auth: { token: 'admin-token' } } };
const BRIEFS: CatalogProduct = {
  id: 'men-briefs',
  name: 'Men Cotton Briefs',
  description: 'Soft cotton briefs.',
  price: 499,
  category: 'Men',
  subCategory: 'Bottomwear',
  sizes: ['M', 'L'],
  image: ['/images/products/briefs.jpg'],
  bestseller: false,
  returnable: false,
  stock: { M: 5, L: 5 },
};
const RETURNABLE = 'Returnable (shoppers may return or exchange it)';

configure({ asyncUtilTimeout: 5000 });
jest.setTimeout(15_000);

describe("the operator's product form", () => {
  it('checks Returnable for a new product', async () => {
    answerRequests({ '/api/user/me': ADMIN, '/api/admin/products': { success: true, products: [] } });
    renderApp('/admin/products/new', signedIn);
    const box = await screen.findByRole('checkbox', { name: RETURNABLE });
    expect((box as HTMLInputElement).checked).toBe(true);
  });

  it("shows a product's not-returnable mark and sends the mark as the operator leaves it", async () => {
    const sent = answerRequests({
      '/api/user/me': ADMIN,
      '/api/admin/products': (request: SentRequest) =>
        request.method === 'POST'
          ? Response.json({
              success: true,
              message: '0 added, 1 updated',
              added: [],
              updated: ['men-briefs'],
              rejected: [],
            })
          : Response.json({ success: true, products: [BRIEFS] }),
    });
    const { user } = renderApp('/admin/products/men-briefs', signedIn);
    expect(await screen.findByRole('heading', { name: 'Edit Men Cotton Briefs' })).toBeTruthy();
    const box = await screen.findByRole('checkbox', { name: RETURNABLE });
    await waitFor(() => expect((box as HTMLInputElement).checked).toBe(false));

    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    expect(await screen.findByText('Men Cotton Briefs is saved; the shop shows it now.')).toBeTruthy();
    await user.click(box);
    await user.click(screen.getByRole('button', { name: 'Save the product' }));
    await waitFor(() => expect(sent.filter((request) => request.method === 'POST')).toHaveLength(2));
    expect(
      sent.filter((request) => request.method === 'POST').map((request) => (request.body as CatalogProduct).returnable),
    ).toEqual([false, true]);
  });
});
