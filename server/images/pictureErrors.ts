// Why a picture is not stored, in the words the admin API and the command line pass on.

/** What kind of refusal, where the operator's screen says it in the operator's language. */
export type RefusalKind = 'svgFilters' | 'slow';

/** A picture the shop will not store: not a picture, too large, too many pixels, filters, too long to make. */
export class ImageRefused extends Error {
  constructor(
    message: string,
    /** Set for the refusals said in English and Hindi (server/messages); the others are English only. */
    readonly kind?: RefusalKind,
  ) {
    super(message);
    this.name = 'ImageRefused';
  }
}
