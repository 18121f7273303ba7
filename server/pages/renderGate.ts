// How many pages one process renders at once. A render holds the event loop for tens of milliseconds at a time, so
// renders beyond a few only delay each other and every other answer (the API, cached pages): they wait a moment for a
// place, in order, and when the waiting room is full or the wait too long they are turned away to try again shortly.

/** No place to render in time: the page is answered 503, to be asked again in `retryAfterSeconds`. */
export class RendersBusy extends Error {
  constructor(readonly retryAfterSeconds: number) {
    super('too many pages are being rendered');
    this.name = 'RendersBusy';
  }
}

export interface RenderGateOptions {
  /** Renders at once. */
  concurrency: number;
  /** Renders that may wait for a place. */
  queue: number;
  /** The longest one waits. */
  maxWaitMs: number;
}

export interface RenderGate {
  /** Runs `render` once a place is free; rejects with RendersBusy when none frees in time. */
  run<T>(render: () => Promise<T>): Promise<T>;
}

export function createRenderGate({ concurrency, queue, maxWaitMs }: RenderGateOptions): RenderGate {
  const retryAfterSeconds = Math.max(1, Math.ceil(maxWaitMs / 1000));
  let rendering = 0;
  /** The waiting renders' starters, oldest first (a Set keeps its order). */
  const waiting = new Set<() => void>();

  const place = (): Promise<void> => {
    if (rendering < concurrency) {
      rendering += 1;
      return Promise.resolve();
    }
    if (waiting.size >= queue) return Promise.reject(new RendersBusy(retryAfterSeconds));
    return new Promise((resolve, reject) => {
      const start = () => {
        clearTimeout(timer);
        rendering += 1;
        resolve();
      };
      const timer = setTimeout(() => {
        waiting.delete(start);
        reject(new RendersBusy(retryAfterSeconds));
      }, maxWaitMs);
      waiting.add(start);
    });
  };

  const leave = () => {
    rendering -= 1;
    const [next] = waiting;
    if (!next) return;
    waiting.delete(next);
    next();
  };

  return {
    async run(render) {
      await place();
      try {
        return await render();
      } finally {
        leave();
      }
    },
  };
}
