// The operator's order answer (GET /api/admin/orders/:id) names the order's tax invoice and credit notes as the
// shopper's order page does, on SQLite and PostgreSQL: none before the invoice is issued, then the invoice, then each
// credit note oldest first, whether the order is named by its id or by its 8-character number.
import { orderNumber, toRupees } from '../../contract';
import { orderDetail } from '../test/fixtures';
import type { TaxDocument } from '../schemas/entities';
import { describeEachDatabase } from '../test/harness';
import { invoiceTestOrders } from '../test/invoiceTestOrders';

interface AdminOrderAnswer {
  success: true;
  order: { _id: string };
  refunds: unknown[];
  invoice: TaxDocument | null;
  creditNotes: TaxDocument[];
}

describeEachDatabase("the operator's order answer's tax documents", (shop) => {
  const { operator, paidOnline, codOrder } = invoiceTestOrders(shop);
  const adminOrder = async (named: string) => {
    const answer = await shop().request({
      method: 'GET',
      url: `/api/admin/orders/${named}`,
      headers: { token: operator().token },
    });
    expect(answer.status).toBe(200);
    return answer.body as AdminOrderAnswer;
  };
  const issuedFor = (orderId: string) =>
    Promise.all([
      shop().app.db.selectFrom('invoices').selectAll().where('order_id', '=', orderId).executeTakeFirstOrThrow(),
      shop()
        .app.db.selectFrom('credit_notes')
        .selectAll()
        .where('order_id', '=', orderId)
        .orderBy('sequence')
        .execute(),
    ]);

  it('names no invoice and no credit note before the invoice is issued (a cash order not delivered)', async () => {
    const { orderId } = await codOrder();
    expect(await adminOrder(orderId)).toMatchObject({ success: true, invoice: null, creditNotes: [] });
  });

  it("names the invoice and each credit note, oldest first, as the shopper's order page does", async () => {
    const order = await paidOnline();
    const cancel = (units?: string[]) =>
      shop().post('/api/order/cancel', { orderId: order.orderId, reason: 'changedMind', units }, order.shopper.token);
    expect((await cancel(['2.1'])).status).toBe(200);
    expect((await cancel()).status).toBe(200);

    const [invoice, notes] = await issuedFor(order.orderId);
    expect(notes).toHaveLength(2);
    const answer = await adminOrder(order.orderId);
    expect(answer.invoice).toEqual({
      id: invoice.id,
      number: invoice.number,
      issuedAt: Number(invoice.issued_at),
      amount: order.amount,
    });
    expect(answer.creditNotes).toEqual(
      notes.map((note) => ({
        id: note.id,
        number: note.number,
        issuedAt: Number(note.issued_at),
        amount: toRupees(note.total_paise),
      })),
    );
    const shoppers = await orderDetail(shop(), order.shopper.token, order.orderId);
    expect([answer.invoice, answer.creditNotes]).toEqual([shoppers.invoice, shoppers.creditNotes]);

    // Named by its number, the order answers the same documents and refunds.
    const byNumber = await adminOrder(orderNumber(order.orderId));
    expect(byNumber.order._id).toBe(order.orderId);
    expect([byNumber.invoice, byNumber.creditNotes, byNumber.refunds]).toEqual([
      answer.invoice,
      answer.creditNotes,
      answer.refunds,
    ]);
    expect(answer.refunds).toHaveLength(2);
  });
});
