// Pictures made in a process of their own, at a lower priority than the shop: the picture is decoded once into the
// widest frame the storefront shows and each variant encoded from it, one after another, in a child that is killed
// when its time is up. Nothing of it runs on the server's own threads (libuv's four stay with password hashing and
// file reads), the server's event loop and hashing come first for the processor, and librsvg's drawing of an SVG,
// one call that nothing inside a process can interrupt, ends with its process.
import { spawn } from 'node:child_process';
import os from 'node:os';
import { ImageRefused } from './pictureErrors';
import { MAX_IMAGE_PIXELS, WIDEST_FRAME, type ImageFormat } from './pictureSizes';

/** The most one picture may take to make, all its variants included; its child is killed then. */
export const PICTURE_SECONDS = 60;
/** The most one step inside the child (the decode, one variant's encoding) may take: sharp stops it. */
const STEP_SECONDS = 20;
/** The child's priority: below the server's (0), so a login's hashing is not slowed by a picture being made. */
const CHILD_NICENESS = 10;
/**
 * AVIF's encoder effort: 2 of 9 makes a photograph's three widths about eight times faster than 4 did, for files about
 * 5% larger (docs/performance.md, "Picture uploads and a shopper's login").
 */
const AVIF_EFFORT = 2;

export interface Variant {
  width: number;
  height: number;
  format: ImageFormat;
}

/**
 * The child's program: the picture on stdin; on stdout a line with the variants' lengths as JSON, then their bytes.
 * `sharp`'s own path is given, so the child finds it from any working folder, and it runs from a string, so the
 * built server needs no file beside this one. Exit code 3: a step ran out of time.
 */
const MAKE = `
const sharp = require(process.argv[1]);
const { wanted, frame, limit, seconds, effort } = JSON.parse(process.argv[2]);
const parts = [];
async function make(source) {
  const decoded = await sharp(source, { failOn: 'error', limitInputPixels: limit }).timeout({ seconds }).rotate()
    .resize({ width: frame.width, height: frame.height, fit: 'cover' }).raw().toBuffer({ resolveWithObject: true });
  let pixels = decoded.data;
  const raw = { width: decoded.info.width, height: decoded.info.height, channels: decoded.info.channels };
  // An alpha channel every pixel leaves opaque is dropped: AVIF encodes alpha as a second picture.
  let opaque = raw.channels === 4;
  for (let at = 3; opaque && at < pixels.length; at += 4) opaque = pixels[at] === 255;
  if (opaque) {
    pixels = await sharp(pixels, { raw }).removeAlpha().raw().toBuffer();
    raw.channels = 3;
  }
  const made = [];
  for (const { width, height, format } of wanted) {
    let image = sharp(pixels, { raw }).timeout({ seconds });
    if (width !== raw.width) image = image.resize({ width, height });
    made.push(await (format === 'avif' ? image.avif({ quality: 50, effort }) : image.webp({ quality: 75 })).toBuffer());
  }
  return made;
}
process.stdin.on('data', (part) => parts.push(part)).on('end', () => {
  make(Buffer.concat(parts)).then((made) => {
    process.stdout.write(JSON.stringify(made.map((bytes) => bytes.length)) + '\\n');
    for (const bytes of made) process.stdout.write(bytes);
  }, (error) => {
    process.stderr.write(String(error.message));
    process.exitCode = /^timeout/.test(error.message) ? 3 : 1;
  });
});`;

export interface MakerOptions {
  /** The time limit of the whole picture; the child is killed when it is reached. */
  seconds?: number;
  /** Told the child's process id once it runs (tests check that it is gone). */
  onStart?: (pid: number) => void;
}

const plural = (seconds: number) => `${seconds} second${seconds === 1 ? '' : 's'}`;
const slow = (seconds: number) => new ImageRefused(`the picture took longer than ${plural(seconds)} to make`, 'slow');
const unreadable = () =>
  new ImageRefused('the file is not a picture the shop reads (JPEG, PNG, WebP, AVIF, GIF, TIFF or SVG)');

/** The variants' bytes out of the child's output (a line of lengths, then the bytes); undefined if it is not that. */
function variantsOf(output: Buffer, count: number): Buffer[] | undefined {
  const newline = output.indexOf(10);
  if (newline < 0) return undefined;
  const lengths = JSON.parse(output.subarray(0, newline).toString()) as number[];
  let at = newline + 1;
  const variants = lengths.map((length) => output.subarray(at, (at += length)));
  return variants.length === count && at === output.length ? variants : undefined;
}

/**
 * Makes `wanted` from `source` in a child process; refuses (ImageRefused) a picture that is not one or is not made
 * within `seconds`, and answers the variants' bytes in the order wanted.
 */
export function makeVariants(
  source: Buffer,
  wanted: readonly Variant[],
  { seconds = PICTURE_SECONDS, onStart }: MakerOptions = {},
): Promise<Buffer[]> {
  const job = { wanted, frame: WIDEST_FRAME, limit: MAX_IMAGE_PIXELS, seconds: STEP_SECONDS, effort: AVIF_EFFORT };
  const child = spawn(process.execPath, ['-e', MAKE, require.resolve('sharp'), JSON.stringify(job)], {
    stdio: ['pipe', 'pipe', 'pipe'],
    env: {},
  });
  if (child.pid !== undefined) {
    // Before the child has started its threads, which take their priority from it (best effort: never a failure).
    try {
      os.setPriority(child.pid, CHILD_NICENESS);
    } catch {
      // A system that refuses it makes the picture at the server's priority.
    }
    onStart?.(child.pid);
  }
  return new Promise((resolve, reject) => {
    const out: Buffer[] = [];
    let killed = false;
    const timer = setTimeout(() => {
      killed = true;
      child.kill('SIGKILL');
    }, seconds * 1000);
    child.stdout.on('data', (part: Buffer) => out.push(part));
    child.stderr.resume();
    // A child that dies before reading its input closes stdin under us; its exit says what happened.
    child.stdin.on('error', () => undefined);
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    // 'close' comes once the process has exited and its output is read, so a killed child is gone by then.
    child.on('close', (code) => {
      clearTimeout(timer);
      if (killed) return reject(slow(seconds));
      if (code === 3) return reject(slow(STEP_SECONDS));
      const variants = code === 0 ? variantsOf(Buffer.concat(out), wanted.length) : undefined;
      if (variants) resolve(variants);
      else reject(unreadable());
    });
    child.stdin.end(source);
  });
}
