// The pictures a process served last, kept in memory up to a number of bytes, so the popular ones are not read
// from the database on every request. Only pictures whose names carry a hash are kept: those never change.
import type { Picture } from './picture';

export class PictureCache {
  /** Oldest use first: a Map keeps insertion order, and a use moves an entry to the end. */
  private readonly entries = new Map<string, Picture>();
  private bytes = 0;

  constructor(private readonly maxBytes: number) {}

  get(name: string): Picture | undefined {
    const picture = this.entries.get(name);
    if (picture) {
      this.entries.delete(name);
      this.entries.set(name, picture);
    }
    return picture;
  }

  set(name: string, picture: Picture): void {
    // One huge picture must not push out every other.
    if (picture.bytes.length > this.maxBytes / 4) return;
    this.delete(name);
    this.entries.set(name, picture);
    this.bytes += picture.bytes.length;
    for (const [oldest, entry] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(oldest);
      this.bytes -= entry.bytes.length;
    }
  }

  delete(name: string): void {
    const picture = this.entries.get(name);
    if (!picture) return;
    this.entries.delete(name);
    this.bytes -= picture.bytes.length;
  }
}
