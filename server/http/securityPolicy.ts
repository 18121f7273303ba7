// The storefront's Content-Security-Policy (plugins/security.ts sends it on every answer), and the header of a page
// whose policy differs from it (the payment sandbox's checkout, the rendered pages).
import type { Config } from '../config';

/** What Razorpay's popup needs (its checkout.js, the iframe it opens, its error reports). Stripe Checkout is a redirect. */
const RAZORPAY_ORIGINS = {
  script: ['https://checkout.razorpay.com'],
  frame: ['https://api.razorpay.com'],
  connect: ['https://lumberjack.razorpay.com'],
};

export function contentSecurityPolicy(config: Config): Record<string, string[]> {
  const razorpay = config.razorpay ? RAZORPAY_ORIGINS : { script: [], frame: [], connect: [] };
  const tls = config.publicUrl.startsWith('https:');
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'object-src': ["'none'"],
    'frame-ancestors': ["'none'"],
    'form-action': ["'self'"],
    'script-src': ["'self'", ...razorpay.script],
    // styled-components and react-toastify insert their styles at run time.
    'style-src': ["'self'", "'unsafe-inline'"],
    // Answers name pictures under IMAGE_BASE_URL, absolute, which need not be the origin the page came from.
    'img-src': ["'self'", 'data:', new URL(config.imageBaseUrl).origin],
    'font-src': ["'self'"],
    'connect-src': ["'self'", ...razorpay.connect],
    'frame-src': razorpay.frame.length > 0 ? razorpay.frame : ["'none'"],
    ...(tls ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

/** A policy as the Content-Security-Policy header says it, for a page whose policy differs (the sandbox's checkout). */
export function policyHeader(directives: Record<string, string[]>): string {
  return Object.entries(directives)
    .map(([name, values]) => [name, ...values].join(' '))
    .join('; ');
}
