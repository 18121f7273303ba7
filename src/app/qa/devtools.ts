// Redux DevTools as QA mode connects it: what must not leave the page redacted.
import type { DevToolsEnhancerOptions } from '@reduxjs/toolkit';
import { RECORDER_LIMIT } from './recorderLimits';
import { redactEntry, sanitizeAction, sanitizeState } from './sanitize';

/**
 * Its Export bypasses the sanitizers (they shape only what its monitor shows); the `serialize` replacer is what
 * redacts the exported file.
 */
export const DEVTOOLS_OPTIONS = {
  name: 'Kapda storefront',
  maxAge: RECORDER_LIMIT,
  actionSanitizer: sanitizeAction,
  stateSanitizer: sanitizeState,
  serialize: { replacer: redactEntry },
} satisfies DevToolsEnhancerOptions;
