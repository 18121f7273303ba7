// Renders the real app (store from makeStore, real routes) at a URL, for screen tests.
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { App } from '../app/App';
import { Providers } from '../app/Providers';
import type { ActionRecorder } from '../app/qa/recorder';
import { makeStore, type RootState } from '../app/store';

export function renderApp(
  url = '/',
  { preloadedState, recorder }: { preloadedState?: Partial<RootState>; recorder?: ActionRecorder } = {},
) {
  const store = makeStore(preloadedState, { recorder });
  const router = createMemoryRouter([{ path: '*', element: <App /> }], { initialEntries: [url] });
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

/**
 * Waits until /orders shows its orders and has finished asking for them. Call it before anything else awaits:
 * the screen's answer arriving during a plain await would update it outside act.
 */
export async function ordersSettled(): Promise<void> {
  await screen.findByRole('list', { name: 'Ordered items' });
  await waitFor(() => {
    for (const button of screen.getAllByRole('button', { name: 'Track Order' })) expect(button).toBeEnabled();
  });
}
