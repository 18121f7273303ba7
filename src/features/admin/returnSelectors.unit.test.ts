import { nextSteps, returnsOfOrder, shortId, stepNeeds } from './returnSelectors';
import type { AdminReturn } from './adminApi';

describe("the returns queue's selectors", () => {
  it('offers the steps the contract allows, ending a refund refunded and an exchange exchanged', () => {
    expect(nextSteps({ state: 'requested', kind: 'refund' })).toEqual(['approved', 'rejected']);
    expect(nextSteps({ state: 'pickedUp', kind: 'exchange' })).toEqual(['received', 'rejected']);
    expect(nextSteps({ state: 'received', kind: 'refund' })).toEqual(['refunded']);
    expect(nextSteps({ state: 'received', kind: 'exchange' })).toEqual(['exchanged']);
    expect(nextSteps({ state: 'rejected', kind: 'refund' })).toEqual([]);
  });

  it('asks a rejection for its reason and a bank refund for the transfer reference, nothing else', () => {
    expect(stepNeeds({ refundRoute: 'bank' }, 'rejected')).toBe('note');
    expect(stepNeeds({ refundRoute: 'bank' }, 'refunded')).toBe('reference');
    expect(stepNeeds({ refundRoute: 'storeCredit' }, 'refunded')).toBeNull();
    expect(stepNeeds({ refundRoute: null }, 'approved')).toBeNull();
  });

  it("keeps one order's requests and names a request by its first 8 characters", () => {
    const requests = [{ orderId: 'a' }, { orderId: 'b' }, { orderId: 'a' }] as AdminReturn[];
    expect(returnsOfOrder(requests, 'a')).toEqual([requests[0], requests[2]]);
    expect(shortId('0123456789abcdef')).toBe('01234567');
  });
});
