// Side effects of the app, as listeners: failed API calls become toasts.
import { isRejectedWithValue } from '@reduxjs/toolkit';
import { toast } from 'react-toastify';
import { errorMessage } from '../shared/api/errors';
import type { AppStartListening } from './store';

/** Calls whose failures the spec asks to pass over silently. */
const SILENT_ENDPOINTS = new Set(['listUserOrders']);

export function registerListeners(startListening: AppStartListening): void {
  startListening({
    matcher: isRejectedWithValue,
    effect: (action) => {
      const endpoint = (action.meta as { arg?: { endpointName?: string } }).arg?.endpointName;
      if (endpoint && SILENT_ENDPOINTS.has(endpoint)) return;
      toast.error(errorMessage(action.payload), { toastId: errorMessage(action.payload) });
    },
  });
}
