// The thread that draws the tax documents' PDFs (renderer.ts starts it): drawing one takes the better part of a
// second of the CPU, which the server's own thread spends answering shoppers instead.
import { parentPort } from 'node:worker_threads';
import { creditNotePdf, invoicePdf } from './pdf';
import type { RenderJob, RenderResult } from './renderer';

parentPort?.on('message', (job: RenderJob) => {
  const drawn = job.kind === 'invoice' ? invoicePdf(job.invoice) : creditNotePdf(job.note);
  drawn.then(
    (bytes) => parentPort?.postMessage({ id: job.id, bytes } satisfies RenderResult),
    (error: unknown) => parentPort?.postMessage({ id: job.id, error: String(error) } satisfies RenderResult),
  );
});
