// A part of a server-rendered page that React takes over apart from the rest. Each such part is hydrated in its own
// pass, after the parts a shopper taps first (the header, the filters, the size picker), or at once when the shopper
// touches it first, so no single task of the app's start holds a phone's main thread for the whole page. Forms stay
// outside: a field typed into before its part is taken over must be taken over with the form that reads it.
import { Suspense, type ReactNode } from 'react';

export function HydrateApart({ children }: { children: ReactNode }) {
  // Nothing inside suspends once the app runs: the fallback is never drawn.
  return <Suspense fallback={null}>{children}</Suspense>;
}
