// SVGs drawn in a process of their own: librsvg draws a picture in one call that nothing inside the process can
// interrupt (a few hundred bytes of filters draw for half an hour, holding one of libuv's threads), so the drawing
// happens in a child that is killed when its time is up. It answers the widest frame the storefront shows, as RGBA.
import { spawn } from 'node:child_process';
import { ImageRefused } from './pictureErrors';
import { MAX_IMAGE_PIXELS, WIDEST_FRAME } from './pictureSizes';

/** The frame every SVG is drawn into, with an alpha channel (an SVG may leave parts transparent). */
export const SVG_FRAME = { ...WIDEST_FRAME, channels: 4 } as const;

/** The most an SVG may take to draw: a picture of the demo's kind takes a few hundred milliseconds. */
export const SVG_SECONDS = 15;

/**
 * The child's program: the SVG on stdin, the frame's pixels on stdout. `sharp`'s own path is given, so the child
 * finds it from any working folder, and it runs from a string, so the built server needs no file beside this one.
 */
const DRAW = `
const sharp = require(process.argv[1]);
const [width, height, limit] = process.argv.slice(2).map(Number);
const parts = [];
process.stdin.on('data', (part) => parts.push(part)).on('end', () => {
  sharp(Buffer.concat(parts), { failOn: 'error', limitInputPixels: limit })
    .resize({ width, height, fit: 'cover' })
    .ensureAlpha()
    .raw()
    .toBuffer()
    .then((pixels) => process.stdout.write(pixels), (error) => { process.stderr.write(String(error.message)); process.exitCode = 1; });
});`;

export interface RasterOptions {
  /** The time limit; the child is killed when it is reached. */
  seconds?: number;
  /** Told the child's process id once it runs (tests check that it is gone). */
  onStart?: (pid: number) => void;
}

/** A decoded picture's pixels, as sharp reads raw input. */
export interface Frame {
  data: Buffer;
  info: { width: number; height: number; channels: 1 | 2 | 3 | 4 };
}

const plural = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;

/** Draws `svg` into SVG_FRAME in a child process; refuses (ImageRefused) an SVG that fails or outlasts `seconds`. */
export function rasterizeSvg(svg: Buffer, { seconds = SVG_SECONDS, onStart }: RasterOptions = {}): Promise<Frame> {
  const args = ['-e', DRAW, require.resolve('sharp'), SVG_FRAME.width, SVG_FRAME.height, MAX_IMAGE_PIXELS].map(String);
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'pipe'], env: {} });
  if (child.pid !== undefined) onStart?.(child.pid);
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      child.kill('SIGKILL');
    }, seconds * 1000);
    child.stdout.on('data', (part: Buffer) => out.push(part));
    child.stderr.on('data', (part: Buffer) => err.push(part));
    // A child that dies before reading its input closes stdin under us; its exit says what happened.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // 'close' comes once the process has exited and its output is read, so a killed child is gone by then.
    child.on('close', (code) => {
      clearTimeout(timer);
      const data = Buffer.concat(out);
      if (timedOut) reject(new ImageRefused(`the picture took longer than ${plural(seconds)} to draw`, 'slow'));
      else if (code === 0 && data.length === SVG_FRAME.width * SVG_FRAME.height * SVG_FRAME.channels)
        resolve({ data, info: { ...SVG_FRAME } });
      else
        reject(
          new ImageRefused(
            `the SVG could not be drawn (${Buffer.concat(err).toString().split('\n')[0] || `exit ${String(code)}`})`,
          ),
        );
    });
    child.stdin.end(svg);
  });
}
