// Narrows what RTK Query rejects with into the sentence a shopper should read.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function hasMessage(data: unknown): data is { message: string } {
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string';
}

/** The server's message for a failure answer, or the network error's message. */
export function errorMessage(error: unknown): string {
  if (isFetchBaseQueryError(error)) {
    if (hasMessage(error.data)) return error.data.message;
    if ('error' in error) return error.error;
    return `The shop answered with an error (${String(error.status)}). Please try again.`;
  }
  if (error instanceof Error || hasMessage(error)) return error.message;
  return 'Something went wrong. Please try again.';
}
