// The app's code is downloaded with the page, but evaluating it is work for the phone's main thread: all of it at once
// held a simulated low-end phone (4x slower CPU) for a quarter of a second, in which a tap waits. So the start
// evaluates it a piece per task, the browser free to paint and answer input between pieces. Each import below is
// "eager": its module is in the bundle already (no chunk, no request), and import() only decides when it runs. A
// piece evaluates what the pieces before it did not; whatever is not named here runs with the start's own imports.
// Each import names the one export it stands for (webpackExports): an import() whose module is used as a whole would
// keep every export of the library in the bundle (react-router's alone is 160 KB).
// The order follows the imports: the libraries first, then each feature's face, whose slices the store joins.

/** The next task: the browser's scheduler.yield where it has one (it keeps this work ahead of other tasks). */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: { yield?: () => Promise<void> } }).scheduler;
  if (scheduler?.yield) return scheduler.yield();
  return new Promise((resolve) => setTimeout(resolve, 0));
}

const PIECES: ReadonlyArray<() => Promise<unknown>> = [
  () => import(/* webpackMode: "eager", webpackExports: ["hydrateRoot"] */ 'react-dom/client'),
  () => import(/* webpackMode: "eager", webpackExports: ["default"] */ 'styled-components'),
  () => import(/* webpackMode: "eager", webpackExports: ["createApi"] */ '@reduxjs/toolkit/query/react'),
  () => import(/* webpackMode: "eager", webpackExports: ["BrowserRouter"] */ 'react-router-dom'),
  () => import(/* webpackMode: "eager", webpackExports: ["baseApi"] */ '../shared/api/baseApi'),
  () => import(/* webpackMode: "eager", webpackExports: ["authSlice"] */ '../features/auth'),
  () => import(/* webpackMode: "eager", webpackExports: ["catalogSlice"] */ '../features/catalog'),
  () => import(/* webpackMode: "eager", webpackExports: ["cartSlice"] */ '../features/cart'),
  () => import(/* webpackMode: "eager", webpackExports: ["checkoutSlice"] */ '../features/checkout'),
  () => import(/* webpackMode: "eager", webpackExports: ["ordersApi"] */ '../features/orders'),
];

/** Evaluates the app's heavy modules, one piece per task. */
export async function evaluateInPieces(): Promise<void> {
  for (const piece of PIECES) {
    await nextTask();
    await piece();
  }
  await nextTask();
}
