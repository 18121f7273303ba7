// Toasts (react-toastify, top-right, light, closing after TOAST_AUTO_CLOSE_MS) without the library in the first
// download: it arrives as its own chunk with the first toast (a few KB, a moment on a phone). Features call
// `notify`; a toast asked for before the library is there shows as soon as it is.
import { lazy, Suspense, useEffect, useState } from 'react';
import type * as ReactToastify from 'react-toastify';
import { TOAST_AUTO_CLOSE_MS } from '../constants';

type Toastify = typeof ReactToastify;

let library: Promise<Toastify> | undefined;

function loadToastify(): Promise<Toastify> {
  library ??= import(/* webpackChunkName: "toasts" */ 'react-toastify').catch((error: unknown) => {
    // A failed download (the shopper went offline) may be retried by the next toast.
    library = undefined;
    throw error;
  });
  return library;
}

export interface ToastOptions {
  /** Toasts with the same id show once at a time. */
  toastId?: string;
}

/** Mounts the toast list when the first toast comes. */
let toastAsked: (() => void) | undefined;
/**
 * Whether a toast has been asked for: a call answered while the page is still hydrating (React yields between
 * chunks of work) may ask before the toast list's effect has run, and the list mounts then.
 */
let anyToastAsked = false;

function show(kind: 'error' | 'info', message: string, options?: ToastOptions): void {
  anyToastAsked = true;
  toastAsked?.();
  loadToastify().then(
    ({ toast }) => toast[kind](message, options),
    () => undefined,
  );
}

export const notify = {
  error: (message: string, options?: ToastOptions) => show('error', message, options),
  info: (message: string, options?: ToastOptions) => show('info', message, options),
  /** Closes every toast on screen (none are, if the library never came). */
  dismissAll: () => {
    void library?.then(
      ({ toast }) => toast.dismiss(),
      () => undefined,
    );
  },
};

const ToastList = lazy(() =>
  loadToastify().then(({ ToastContainer, Bounce }) => ({
    default: function ToastList() {
      return <ToastContainer position="top-right" theme="light" autoClose={TOAST_AUTO_CLOSE_MS} transition={Bounce} />;
    },
  })),
);

/** Where toasts appear: mounted with the first toast, so pages that show none never load the library. */
export function Toasts() {
  const [wanted, setWanted] = useState(false);
  useEffect(() => {
    const want = () => setWanted(true);
    toastAsked = want;
    if (anyToastAsked) want();
    return () => {
      if (toastAsked === want) toastAsked = undefined;
    };
  }, []);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastList />
    </Suspense>
  );
}
