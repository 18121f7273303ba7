// The catalog wing's refusals, in the words the shopper or operator reads; plugins/errors.ts and the CLI pick their
// statuses and exit codes.
import { SEARCH_SYNONYMS } from '../../contract';
import { InvalidInput, NotFound } from '../errors';

/** A product asked for by id that the shop does not have (`message` is the caller's wording). */
export class ProductNotFound extends NotFound {}

/** A picture the shop will not store (not an image, too large, too many pixels). */
export class PictureRefused extends InvalidInput {}

/** A group of synonyms the operator asked to remove that the shop does not have. */
export class SynonymGroupNotFound extends NotFound {
  constructor(id: string) {
    super({ key: 'catalog.noSuchSynonyms', values: { id } });
  }
}

/** A group of synonyms with too few or too many words, or a word that is blank or too long once trimmed. */
export class SynonymsInvalid extends InvalidInput {
  constructor() {
    super({ key: 'catalog.synonymsInvalid', values: SEARCH_SYNONYMS });
  }
}
