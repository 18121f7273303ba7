// The unit project's stand-in for src/features/checkout/razorpayPopup.ts: no provider popup opens, the
// shopper closes it unless a test says they paid (payInPopup.mockResolvedValueOnce(result)).
import type { PopupRequest, PopupResult } from '../src/features/checkout/razorpayPopup';

export const payInPopup = jest.fn<Promise<PopupResult | null>, [request: PopupRequest]>(() => Promise.resolve(null));
