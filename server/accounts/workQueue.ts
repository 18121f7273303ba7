// A bounded queue for work that must not crowd out everything else: at most `concurrency` tasks run at once, at most
// `maxWaiting` wait their turn, and any more are refused at once rather than left to wait without end.

export class QueueFull extends Error {
  constructor(readonly waiting: number) {
    super('the queue is full');
    this.name = 'QueueFull';
  }
}

export interface WorkQueue {
  /** Runs `task` when a place is free; rejects with QueueFull when the waiting room is full. */
  run<T>(task: () => Promise<T>): Promise<T>;
  readonly running: number;
  readonly waiting: number;
}

export function createWorkQueue(concurrency: number, maxWaiting: number): WorkQueue {
  let running = 0;
  const queue: Array<() => void> = [];

  const next = () => {
    running -= 1;
    queue.shift()?.();
  };

  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      if (running >= concurrency && queue.length >= maxWaiting) return Promise.reject(new QueueFull(queue.length));
      return new Promise<T>((resolve, reject) => {
        const start = () => {
          running += 1;
          // The place is free again before the caller hears the result.
          task().finally(next).then(resolve, reject);
        };
        if (running < concurrency) start();
        else queue.push(start);
      });
    },
    get running() {
      return running;
    },
    get waiting() {
      return queue.length;
    },
  };
}
