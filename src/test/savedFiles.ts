// jsdom cannot save a file, and the object URLs of the test environment's URL (Node's) name nothing a page could
// follow. For a test of a download, the files made into URLs are kept, the URLs revoked are listed, and each link
// followed (the page's <a download>) is recorded instead of navigated to.
import type { MadeAnswer } from './requests';

export interface SavedFiles {
  /** Each file made into an object URL, the first as blob:http://localhost/1. */
  files: Blob[];
  revoked: string[];
  /** Each link the page followed: its address and the file name it offered. */
  offered: Array<{ href: string; download: string }>;
}

/** Installs the stand-ins before each test of the file that calls it, and takes them away after. */
export function recordSavedFiles(): SavedFiles {
  const saved: SavedFiles = { files: [], revoked: [], offered: [] };
  beforeEach(() => {
    saved.files.length = 0;
    saved.revoked.length = 0;
    saved.offered.length = 0;
    // The shop makes URLs of files only, never of a MediaSource.
    jest
      .spyOn(URL, 'createObjectURL')
      .mockImplementation((file) => `blob:http://localhost/${saved.files.push(file as Blob)}`);
    jest.spyOn(URL, 'revokeObjectURL').mockImplementation((url) => void saved.revoked.push(url));
    jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      saved.offered.push({ href: this.href, download: this.download });
    });
  });
  afterEach(() => jest.restoreAllMocks());
  return saved;
}

/** The server's answer of a PDF whose bytes are `content`. */
export const pdfAnswer =
  (content: string): MadeAnswer =>
  () =>
    new Response(content, { headers: { 'content-type': 'application/pdf' } });
