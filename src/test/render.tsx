// Renders the real app (store from makeStore, real routes) at a URL, for screen tests.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryStatus } from '@reduxjs/toolkit/query';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { languageOfPath } from '../../contract';
import { App } from '../app/App';
import { Providers } from '../app/Providers';
import type { ActionRecorder } from '../app/qa/recorder';
import { makeStore, type RootState } from '../app/store';

export function renderApp(
  url = '/',
  { preloadedState, recorder }: { preloadedState?: Partial<RootState>; recorder?: ActionRecorder } = {},
) {
  const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [url] });
  const language = () => languageOfPath(router.state.location.pathname).language;
  const store = makeStore(preloadedState, { recorder, language });
  const user = userEvent.setup();
  const view = render(
    <Providers store={store}>
      <RouterProvider router={router} />
    </Providers>,
  );
  /** The current path and query, as the address bar would show them. */
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, store, router, user, location };
}

/** Waits until no call of the store is under way (a payment's start asks for the cart's products again, say). */
export async function callsSettled(store: ReturnType<typeof makeStore>): Promise<void> {
  const pending = () =>
    Object.values(store.getState().api.queries).some((query) => query?.status === QueryStatus.pending);
  await waitFor(() => expect(pending()).toBe(false));
}

/**
 * Waits until /orders shows its orders and has finished asking for them. Call it before anything else awaits:
 * the screen's answer arriving during a plain await would update it outside act.
 */
/** How long the orders must stay loaded to count as settled. */
const ORDERS_STEADY_MS = 300;

export async function ordersSettled(): Promise<void> {
  await screen.findByRole('list', { name: 'Ordered items' });
  // A payment's invalidation may ask for the orders once more after the first answer (RTK Query holds invalidations
  // back until running queries end): settled means Track Order has stayed enabled for a moment.
  let steadySince: number | undefined;
  await waitFor(() => {
    const loading = screen
      .getAllByRole('button', { name: 'Track Order' })
      .some((button) => button.hasAttribute('disabled'));
    steadySince = loading ? undefined : (steadySince ?? Date.now());
    if (steadySince === undefined || Date.now() - steadySince < ORDERS_STEADY_MS)
      throw new Error('The orders are still loading.');
  });
}
