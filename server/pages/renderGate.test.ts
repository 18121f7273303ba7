import { createRenderGate, RendersBusy } from './renderGate';

/** A render that ends when the test says. */
function heldRender() {
  let finish: (value: string) => void = () => undefined;
  const done = new Promise<string>((resolve) => (finish = resolve));
  return { render: () => done, finish };
}

describe('the gate pages are rendered through', () => {
  it('runs a waiting render as soon as a place frees, in the order they came', async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 2, maxWaitMs: 60_000 });
    const first = heldRender();
    const order: string[] = [];
    const running = gate.run(first.render);
    const second = gate.run(async () => void order.push('second'));
    const third = gate.run(async () => void order.push('third'));
    expect(order).toEqual([]);
    first.finish('first');
    expect(await running).toBe('first');
    await Promise.all([second, third]);
    expect(order).toEqual(['second', 'third']);
  });

  it('turns a render away at once when the waiting room is full, and one that waited too long after its wait', async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 1, maxWaitMs: 20 });
    const first = heldRender();
    const running = gate.run(first.render);
    const waiting = gate.run(async () => 'never');
    await expect(gate.run(async () => 'refused')).rejects.toEqual(new RendersBusy(1));
    await expect(waiting).rejects.toBeInstanceOf(RendersBusy);
    first.finish('first');
    await running;
    // The places are all free again: nothing is left counted for the renders turned away.
    expect(await Promise.all([gate.run(async () => 'a'), gate.run(async () => 'b')])).toEqual(['a', 'b']);
  });

  it('frees the place of a render that failed', async () => {
    const gate = createRenderGate({ concurrency: 1, queue: 0, maxWaitMs: 0 });
    await expect(gate.run(() => Promise.reject(new Error('broken page')))).rejects.toThrow('broken page');
    expect(await gate.run(async () => 'next')).toBe('next');
  });

  it('says when to ask again: the longest wait, in whole seconds, at least one', async () => {
    const busy = async (maxWaitMs: number) => {
      const gate = createRenderGate({ concurrency: 1, queue: 0, maxWaitMs });
      const first = heldRender();
      const running = gate.run(first.render);
      const refused = await gate.run(async () => 'x').catch((error: RendersBusy) => error.retryAfterSeconds);
      first.finish('done');
      await running;
      return refused;
    };
    expect([await busy(0), await busy(1000), await busy(2500)]).toEqual([1, 1, 3]);
  });
});
