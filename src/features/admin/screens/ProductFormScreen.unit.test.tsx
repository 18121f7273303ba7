// The operator's product form against answers written here (adminExportProducts, adminAddProduct, getSizeChart,
// adminSetProductSizeChart), with the real store and router: the Returnable mark, checked for a new product, and sent
// as the operator leaves it; a saved product's own size chart, given and taken away.
import { configure, screen, waitFor, within } from '@testing-library/react';
import { renderApp } from '../../../test/render';
import { answerRequests, type SentRequest } from '../../../test/requests';
import type { SizeChart } from '../../../../contract';
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
const TYPE_CHART: SizeChart = {
  measure: 'body',
  rows: [
    { size: 'M', chest: null, waist: 81, hip: 99, length: null, height: null },
    { size: 'L', chest: null, waist: 86, hip: 104, length: null, height: null },
  ],
  howToMeasure: ['Waist: around the natural waistline.'],
};
const CHART_OF_BRIEFS = '/api/product/size-chart/men-briefs';
const typeChart = { success: true, chart: TYPE_CHART, source: 'type' };

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
      [CHART_OF_BRIEFS]: typeChart,
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

  it("gives a saved product a size chart of its own, edited from its type's, and takes it away", async () => {
    let own: SizeChart | null = null;
    const sent = answerRequests({
      '/api/user/me': ADMIN,
      '/api/admin/products': { success: true, products: [BRIEFS] },
      [CHART_OF_BRIEFS]: () => Response.json(own ? { success: true, chart: own, source: 'product' } : typeChart),
      '/api/admin/products/men-briefs/size-chart': (request: SentRequest) => {
        own = (request.body as { chart: SizeChart | null }).chart;
        return Response.json({ success: true });
      },
    });
    const { user } = renderApp('/admin/products/men-briefs', signedIn);
    const part = await screen.findByRole('region', { name: 'Size chart' });
    expect(await within(part).findByText("This product shows its type's chart (Men · Bottomwear).")).toBeTruthy();
    expect(within(part).queryByRole('table')).toBeNull();

    await user.click(within(part).getByRole('button', { name: 'Give it a chart of its own' }));
    const hip = within(part).getByRole<HTMLInputElement>('textbox', { name: 'Hip (cm), L' });
    expect(hip.value).toBe('104');
    await user.clear(hip);
    await user.type(hip, '106');
    await user.click(within(part).getByRole('button', { name: 'Save the chart' }));
    expect(await within(part).findByText('Men Cotton Briefs has a chart of its own now.')).toBeTruthy();
    expect(await within(part).findByText('This product has a chart of its own.')).toBeTruthy();
    expect(within(part).getByRole<HTMLInputElement>('textbox', { name: 'Hip (cm), L' }).value).toBe('106');

    await user.click(within(part).getByRole('button', { name: "Remove its own chart (show its type's)" }));
    expect(await within(part).findByText("Men Cotton Briefs shows its type's chart again.")).toBeTruthy();
    expect(await within(part).findByText("This product shows its type's chart (Men · Bottomwear).")).toBeTruthy();
    expect(within(part).queryByRole('table')).toBeNull();
    const ownChart = { ...TYPE_CHART, rows: [TYPE_CHART.rows[0], { ...TYPE_CHART.rows[1], hip: 106 }] };
    expect(sent.filter((request) => request.method === 'PUT').map(({ path, body }) => [path, body])).toEqual([
      ['/api/admin/products/men-briefs/size-chart', { chart: ownChart }],
      ['/api/admin/products/men-briefs/size-chart', { chart: null }],
    ]);
  });

  it('offers no size chart on a new product until it is saved', async () => {
    answerRequests({ '/api/user/me': ADMIN, '/api/admin/products': { success: true, products: [] } });
    renderApp('/admin/products/new', signedIn);
    await screen.findByRole('checkbox', { name: RETURNABLE });
    expect(screen.queryByRole('region', { name: 'Size chart' })).toBeNull();
  });
});
