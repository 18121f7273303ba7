// The drawing thread's queue: documents wait their turn, one drawn at a time, and beyond RENDER_QUEUE_LIMIT waiting a
// download is told to come back (Busy, answered 503 with Retry-After) instead of piling work up.
import { Busy } from '../errors';
import type { Invoice } from './records';
import { PdfRenderer, RENDER_QUEUE_LIMIT } from './renderer';

const invoice = {
  header: {
    id: 'invoice-1',
    number: 'KAP/26-27/000001',
    issued_at: Date.UTC(2026, 5, 1),
    order_id: 'order-1',
    buyer_state: 'Karnataka',
    intra_state: 1,
    taxable_paise: 10_000,
    cgst_paise: 250,
    sgst_paise: 250,
    igst_paise: 0,
    total_paise: 10_500,
  },
  seller: { gstin: '29AAGCK1234E1ZS', legalName: 'Kapda', address: 'Bengaluru', state: 'Karnataka' },
  buyer: { firstName: 'ರಮೇಶ್', lastName: 'Kumar', street: '12 MG Road', city: 'Bengaluru', state: 'Karnataka' },
  lines: [],
} as unknown as Invoice;

describe('the PDF drawing thread', () => {
  it('draws documents in turn and refuses more than its queue holds with Busy', async () => {
    const renderer = new PdfRenderer();
    try {
      const drawn = await renderer.render({ kind: 'invoice', invoice });
      expect(drawn.subarray(0, 5).toString()).toBe('%PDF-');
      expect(renderer.drawn).toBe(1);

      // One drawn, RENDER_QUEUE_LIMIT waiting: the next is refused at once.
      const accepted = Array.from({ length: RENDER_QUEUE_LIMIT + 1 }, () =>
        renderer.render({ kind: 'invoice', invoice }).then(
          () => 'drawn',
          () => 'stopped',
        ),
      );
      const refused = await renderer.render({ kind: 'invoice', invoice }).catch((error: unknown) => error);
      expect(refused).toBeInstanceOf(Busy);
      expect((refused as Busy).retryAfterSeconds).toBeGreaterThan(0);
      await renderer.close();
      const outcomes = await Promise.all(accepted);
      // Closing stops what waits; none of it was refused for the queue.
      expect(outcomes.filter((outcome) => outcome === 'stopped').length).toBeGreaterThanOrEqual(RENDER_QUEUE_LIMIT);
    } finally {
      await renderer.close();
    }
  });
});
