// Rendered pages (compressed, ready to send) kept in memory for one catalog (the product list's ETag): a change of any product or its stock
// gives the list a new tag, and every page rendered from the old one is forgotten at once.
import type { Precompressed } from '../http/precompressed';

export interface CachedPage extends Precompressed {
  status: number;
}

/** Public pages of a catalog, counting each filter and search a crawler or shopper asks for; the oldest go first. */
const MAX_PAGES = 2000;

export class PageCache {
  private catalog = '';
  private readonly pages = new Map<string, CachedPage>();
  /** Renders under way, so a burst of requests for one page renders it once. */
  private readonly rendering = new Map<string, Promise<CachedPage>>();

  /** The page kept or being rendered under `key` for this catalog, if any: answering with it costs no render. */
  held(catalog: string, key: string): Promise<CachedPage> | undefined {
    if (catalog !== this.catalog) {
      this.catalog = catalog;
      this.pages.clear();
      this.rendering.clear();
    }
    const cached = this.pages.get(key);
    if (cached) {
      // Most recently used last, so the first key is the one to drop.
      this.pages.delete(key);
      this.pages.set(key, cached);
      return Promise.resolve(cached);
    }
    return this.rendering.get(key);
  }

  /** The page under `key` (pageKey.ts): kept, being rendered, or rendered now. */
  async get(
    catalog: string,
    key: string,
    render: () => Promise<CachedPage>,
    keep: (page: CachedPage) => boolean,
  ): Promise<CachedPage> {
    const held = this.held(catalog, key);
    if (held) return held;
    const rendered = render().finally(() => this.rendering.delete(key));
    this.rendering.set(key, rendered);
    const page = await rendered;
    if (this.catalog === catalog && keep(page)) {
      this.pages.set(key, page);
      if (this.pages.size > MAX_PAGES) this.pages.delete(this.pages.keys().next().value as string);
    }
    return page;
  }
}
