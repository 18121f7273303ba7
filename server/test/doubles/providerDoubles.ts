// Both payment providers' doubles for one test file: started before its tests, closed after them.
import { startRazorpayDouble, type RazorpayDouble } from './razorpayDouble';
import { startStripeDouble, type StripeDouble } from './stripeDouble';

export interface ProviderDoubles {
  stripe: StripeDouble;
  razorpay: RazorpayDouble;
}

/** Call at the top of a test file; read the doubles inside tests (they exist once `beforeAll` has run). */
export function useProviderDoubles(): () => ProviderDoubles {
  let doubles: ProviderDoubles | undefined;
  beforeAll(async () => {
    const [stripe, razorpay] = await Promise.all([startStripeDouble(), startRazorpayDouble()]);
    doubles = { stripe, razorpay };
  });
  afterAll(async () => {
    await Promise.all([doubles?.stripe.close(), doubles?.razorpay.close()]);
  });
  return () => {
    if (!doubles) throw new Error('the provider doubles have not started');
    return doubles;
  };
}
