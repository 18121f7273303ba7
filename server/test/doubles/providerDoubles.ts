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

/** The settings of a shop whose Stripe and Razorpay are these doubles, with `razorpaySecret` as Razorpay's key secret. */
export const providerSettings = (doubles: ProviderDoubles, razorpaySecret: string): Record<string, string> => ({
  STRIPE_SECRET_KEY: 'sk_test_double',
  STRIPE_API_URL: doubles.stripe.url,
  RAZORPAY_KEY_ID: 'rzp_test_double',
  RAZORPAY_KEY_SECRET: razorpaySecret,
  RAZORPAY_API_URL: doubles.razorpay.url,
});
