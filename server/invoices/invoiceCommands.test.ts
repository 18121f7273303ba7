// npm run shop -- invoices export|check|hsn against a real shop on SQLite and PostgreSQL: a cash order delivered from
// the terminal is invoiced, the month's CSV lists it with its taxes, the series' check counts it and names a gap; a
// cancelled paid order's credit note is in the CSV, negative, against its invoice, and its series is checked too; and
// the operator changes a product type's HSN code.
import { orderNumber, rupeesText, toPaise, toRupees } from '../../contract';
import { cliOn } from '../test/cliTestRun';
import { catalog, fillCart, orderBodyFor } from '../test/fixtures';
import { describeEachDatabase } from '../test/harness';
import { financialYear, indianDate } from './taxMath';

describeEachDatabase('npm run shop -- invoices', (shop) => {
  const cli = cliOn(shop);

  async function deliveredCashOrder(): Promise<{ orderId: string; amount: number }> {
    const shopper = await shop().newShopper();
    const [product] = await catalog(shop());
    if (!product) throw new Error('the catalog is empty');
    await fillCart(shop(), shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 1 }]);
    const body = await orderBodyFor(shop(), shopper.token);
    const placed = await shop().post('/api/order/place', body, shopper.token);
    expect(placed.status).toBe(201);
    const orderId = placed.body.orderId as string;
    for (const status of ['Packing', 'Shipped', 'Out for delivery', 'Delivered'])
      expect((await cli('orders', 'status', orderNumber(orderId), status)).code).toBe(0);
    return { orderId, amount: body.amount };
  }

  it("exports the month's invoices as CSV and checks the series, naming a gap", async () => {
    const first = await deliveredCashOrder();
    const second = await deliveredCashOrder();
    const { year, month } = indianDate(Date.now());
    const exported = await cli('invoices', 'export', `${year}-${String(month).padStart(2, '0')}`);
    expect(exported.code).toBe(0);
    const [header, ...rows] = exported.stdout.trim().split('\n');
    expect(header).toBe('type,number,date,order number,against invoice,buyer state,taxable,CGST,SGST,IGST,total');
    const fy = financialYear(Date.now());
    // The series is named by its year (2026-27), its numbers by the short one (KAP/26-27/…).
    const yy = fy.slice(2);
    expect(rows).toHaveLength(2);
    expect(rows[0]).toMatch(
      new RegExp(`^Invoice,KAP/${yy}/000001,\\d{4}-\\d{2}-\\d{2},${orderNumber(first.orderId)},,Karnataka,`),
    );
    expect(rows[1]?.startsWith(`Invoice,KAP/${yy}/000002,`)).toBe(true);
    const cells = (rows[1] ?? '').split(',');
    expect(cells.at(-1)).toBe(rupeesText(toRupees(toPaise(second.amount))));
    expect(Number(cells[6]) + Number(cells[7]) + Number(cells[8]) + Number(cells[9])).toBeCloseTo(second.amount, 2);
    expect(cells[9]).toBe('0.00');

    const checked = await cli('invoices', 'check', '--year', fy);
    expect(checked.code).toBe(0);
    expect(checked.stdout).toContain(`${fy}: checked 2 invoice numbers, KAP/${yy}/000001 to KAP/${yy}/000002.`);
    expect(checked.stdout).toContain(`${fy}: checked 0 credit note numbers.`);
    expect(checked.stdout).not.toContain('Gap');

    // A number lost (a row deleted by hand) is a gap the check names.
    await shop().app.db.deleteFrom('invoices').where('order_id', '=', first.orderId).execute();
    const gap = await cli('invoices', 'check');
    expect(gap.code).toBe(1);
    expect(gap.stdout).toContain(`${fy}: checked 1 invoice number, KAP/${yy}/000002 to KAP/${yy}/000002.`);
    expect(gap.stdout).toContain(`Gap: KAP/${yy}/000001 was never issued.`);
    expect((await cli('invoices', 'check', '--year', '2026-28')).code).toBe(1);
    expect((await cli('invoices', 'export', '2026-13')).stderr).toContain('is not a month');
  });

  it("exports a cancelled paid order's credit note, negative, against its invoice, and checks the credit note series", async () => {
    const shopper = await shop().newShopper();
    const [product] = await catalog(shop());
    if (!product) throw new Error('the catalog is empty');
    await fillCart(shop(), shopper.token, [{ itemId: product._id, size: product.sizes[0] as string, quantity: 2 }]);
    const started = await shop().post('/api/order/razorpay', await orderBodyFor(shop(), shopper.token), shopper.token);
    const payment = (await shop().post('/sandbox/razorpay/pay', { order_id: started.body.order.id })).body;
    expect((await shop().post('/api/order/verifyRazorpay', payment, shopper.token)).status).toBe(200);
    const orderId = (await shop().post('/api/order/userorder', undefined, shopper.token)).body.orders[0]._id as string;
    const cancelled = await shop().post(
      '/api/order/cancel',
      { orderId, units: ['1.2'], reason: 'changedMind' },
      shopper.token,
    );
    expect(cancelled.status).toBe(200);
    const invoice = cancelled.body.order.invoice as { number: string };

    const { year, month } = indianDate(Date.now());
    const fy = financialYear(Date.now());
    const yy = fy.slice(2);
    const exported = await cli('invoices', 'export', `${year}-${String(month).padStart(2, '0')}`);
    const note = exported.stdout.split('\n').find((row) => row.startsWith('Credit note,'));
    const cells = (note ?? '').split(',');
    expect(cells.slice(0, 6)).toEqual([
      'Credit note',
      `KCN/${yy}/000001`,
      expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/),
      orderNumber(orderId),
      invoice.number,
      'Karnataka',
    ]);
    expect(cells.at(-1)).toBe(`-${rupeesText(product.price)}`);
    expect(Number(cells[6]) + Number(cells[7]) + Number(cells[8]) + Number(cells[9])).toBeCloseTo(-product.price, 2);
    expect(Number(cells[6])).toBeLessThan(0);

    const checked = await cli('invoices', 'check', '--year', fy);
    expect(checked.stdout).toContain(`${fy}: checked 1 credit note number, KCN/${yy}/000001 to KCN/${yy}/000001.`);
    await shop().app.db.deleteFrom('credit_notes').where('order_id', '=', orderId).execute();
    const gap = await cli('invoices', 'check', '--year', fy);
    expect(gap.code).toBe(1);
    expect(gap.stdout).toContain(`${fy}: checked 0 credit note numbers.`);
    expect(gap.stdout).toContain(`Gap: KCN/${yy}/000001 was never issued.`);
  });

  it("lists and sets a product type's HSN code, refusing one that is not 4, 6 or 8 digits", async () => {
    const listed = await cli('invoices', 'hsn');
    expect(listed.code).toBe(0);
    expect(listed.stdout).toMatch(/Topwear\s+6109/);
    expect(listed.stdout).toMatch(/Winterwear\s+6110/);
    expect((await cli('invoices', 'hsn', 'Topwear', '610910')).stdout).toContain('Topwear is HSN 610910');
    expect((await cli('invoices', 'hsn')).stdout).toMatch(/Topwear\s+610910/);
    const refused = await cli('invoices', 'hsn', 'Topwear', '61');
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('4, 6 or 8 digits');
  });
});
