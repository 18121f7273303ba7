// Drawing tax documents off the server's thread, one at a time per process: a worker thread (pdfWorker.ts) draws each
// PDF while the server's own thread goes on answering, and a bounded queue waits for it, so a run of downloads
// neither stalls the shop's pages nor piles up work; beyond the queue the caller is told to come back (Busy, 503).
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { Busy } from '../errors';
import type { CreditNote } from './creditRecords';
import type { Invoice } from './records';

/** A document to draw. */
export type TaxDocumentToDraw = { kind: 'invoice'; invoice: Invoice } | { kind: 'credit-note'; note: CreditNote };
export type RenderJob = { id: number } & TaxDocumentToDraw;
export type RenderResult = { id: number; bytes: Uint8Array } | { id: number; error: string };

/** Documents waiting for the drawing thread, beyond the one it draws: more are answered Busy. */
export const RENDER_QUEUE_LIMIT = 16;
/** What a caller refused for a full queue is told to wait, in seconds. */
const BUSY_RETRY_AFTER_SECONDS = 5;

/**
 * The worker's entry: the compiled build's .js, or the source's .ts run through tsx (development, tests, benches),
 * whichever this file is.
 */
function startWorker(): Worker {
  const source = path.extname(__filename) === '.ts';
  const entry = path.join(__dirname, `pdfWorker${source ? '.ts' : '.js'}`);
  const worker = source
    ? new Worker(`require('tsx/cjs'); require(${JSON.stringify(entry)});`, { eval: true })
    : new Worker(entry);
  // A process ends when its work does, whether or not the drawing thread is idle.
  worker.unref();
  return worker;
}

interface Waiting {
  job: RenderJob;
  resolve: (bytes: Buffer) => void;
  reject: (error: Error) => void;
}

export class PdfRenderer {
  private worker: Worker | undefined;
  private drawing: Waiting | undefined;
  private readonly queue: Waiting[] = [];
  private nextId = 1;
  /** Documents drawn by this process: what the tests count to see a download served without drawing. */
  drawn = 0;

  /** The document's PDF, drawn when the thread is free; Busy when RENDER_QUEUE_LIMIT documents wait already. */
  render(document: TaxDocumentToDraw): Promise<Buffer> {
    if (this.queue.length >= RENDER_QUEUE_LIMIT)
      return Promise.reject(new Busy({ key: 'taxDocument.busy' }, BUSY_RETRY_AFTER_SECONDS));
    return new Promise<Buffer>((resolve, reject) => {
      this.queue.push({ job: { id: this.nextId++, ...document }, resolve, reject });
      this.next();
    });
  }

  /** Stops the drawing thread; what waits for it fails. The next render starts a new one. */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    const stopped = new Error('The PDF renderer was closed.');
    for (const waiting of this.queue.splice(0)) waiting.reject(stopped);
    this.drawing?.reject(stopped);
    this.drawing = undefined;
    if (worker) await worker.terminate();
  }

  private next(): void {
    if (this.drawing) return;
    const waiting = this.queue.shift();
    if (!waiting) return;
    this.drawing = waiting;
    this.ensureWorker().postMessage(waiting.job);
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    const worker = startWorker();
    worker.on('message', (result: RenderResult) => {
      const waiting = this.drawing;
      if (!waiting || waiting.job.id !== result.id) return;
      this.drawing = undefined;
      if ('bytes' in result) {
        this.drawn += 1;
        waiting.resolve(Buffer.from(result.bytes.buffer, result.bytes.byteOffset, result.bytes.byteLength));
      } else waiting.reject(new Error(`Drawing the PDF failed: ${result.error}`));
      this.next();
    });
    // A thread that fails or ends fails the document it drew; the next document starts another.
    const lost = (error: Error) => {
      if (this.worker !== worker) return;
      this.worker = undefined;
      const waiting = this.drawing;
      this.drawing = undefined;
      waiting?.reject(error);
      this.next();
    };
    worker.on('error', lost);
    worker.on('exit', (code) => lost(new Error(`The PDF drawing thread ended (exit code ${code}).`)));
    this.worker = worker;
    return worker;
  }
}
