// Narrows what RTK Query rejects with into the sentence a shopper should read.
import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { DEFAULT_LANGUAGE, type Language } from '../../../contract';
import { translatorOf } from '../i18n/i18n';

export function isFetchBaseQueryError(error: unknown): error is FetchBaseQueryError {
  return typeof error === 'object' && error !== null && 'status' in error;
}

function hasMessage(data: unknown): data is { message: string } {
  return typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string';
}

/** The server's message for a failure answer, or the network error's message; the shop's own words in `language`. */
export function errorMessage(error: unknown, language: Language = DEFAULT_LANGUAGE): string {
  const t = translatorOf(language);
  if (isFetchBaseQueryError(error)) {
    if (hasMessage(error.data)) return error.data.message;
    if ('error' in error) return error.error;
    return t('errors.status', { status: String(error.status) });
  }
  if (error instanceof Error || hasMessage(error)) return error.message;
  return t('errors.unknown');
}
