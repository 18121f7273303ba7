// Review photos: a signed-in shopper's picture, taken as the operator's product pictures are (the same types, size
// and pixel limits, made into the same widths and formats, kept in the same store), at most
// REVIEW_LIMITS.photosPerDay uploads a day per account, counted from the start of each (a picture being made
// counts). Only its uploader may put it in a review.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import { IMAGES_URL_PREFIX } from '../constants';
import type { DB } from '../db/schema';
import { Busy } from '../errors';
import type { PictureStore } from '../images/picture';
import {
  ImageRefused,
  MAX_IMAGE_BYTES,
  MAX_IMAGE_PIXELS,
  PicturesBusy,
  storeProductImage,
} from '../images/productImages';
import { pictureUrl } from '../catalog';
import { withinDay } from './daily';
import { PhotoNotYours, PhotoRefused } from './errors';
import { lockReviewer } from './lock';

/** The start of a review photo's file name. */
const PHOTO_NAME = 'review';

/** A refused picture in the shopper's language. */
function refusal(error: ImageRefused): PhotoRefused {
  if (error.kind === 'svgFilters') return new PhotoRefused({ key: 'picture.svgFilters' });
  if (error.kind === 'slow') return new PhotoRefused({ key: 'picture.tooSlow' });
  return new PhotoRefused({
    key: 'reviews.photoUnreadable',
    values: { mb: MAX_IMAGE_BYTES / 1024 / 1024, megapixels: MAX_IMAGE_PIXELS / 1_000_000 },
  });
}

/** Stores the picture and answers its URL (as answers carry pictures: absolute). */
export async function uploadReviewPhoto(
  db: Kysely<DB>,
  pictures: PictureStore,
  userId: string,
  bytes: Buffer,
  imageBaseUrl: string,
): Promise<string> {
  // Refused before it counts: nothing was made of it.
  if (bytes.length === 0 || bytes.length > MAX_IMAGE_BYTES) throw refusal(new ImageRefused('empty or too large'));
  const upload = randomUUID();
  await db.transaction().execute(async (trx) => {
    await lockReviewer(trx, userId);
    const now = Date.now();
    await withinDay(trx, 'photos', userId, now);
    await trx
      .insertInto('review_photos')
      .values({ id: upload, user_id: userId, photo: null, created_at: now })
      .execute();
  });
  let stored: string;
  try {
    stored = await storeProductImage(pictures, bytes, PHOTO_NAME);
  } catch (error) {
    if (error instanceof PicturesBusy) {
      // Turned away before any work: the upload does not count.
      await db.deleteFrom('review_photos').where('id', '=', upload).execute();
      throw new Busy({ key: 'picture.busy', values: { seconds: error.retryAfterSeconds } }, error.retryAfterSeconds);
    }
    if (error instanceof ImageRefused) throw refusal(error);
    throw error;
  }
  await db.updateTable('review_photos').set({ photo: stored }).where('id', '=', upload).execute();
  return pictureUrl(stored, imageBaseUrl);
}

/**
 * The stored path of a photo the caller uploaded here, named by the URL the upload answered (or its path under
 * /images/); PhotoNotYours for any other.
 */
export async function storedPhoto(
  db: Kysely<DB>,
  userId: string,
  photo: string,
  imageBaseUrl: string,
): Promise<string> {
  const base = `${imageBaseUrl}/`;
  const path = photo.startsWith(base) ? `${IMAGES_URL_PREFIX}${photo.slice(base.length)}` : photo;
  const uploaded = await db
    .selectFrom('review_photos')
    .select('id')
    .where('user_id', '=', userId)
    .where('photo', '=', path)
    .executeTakeFirst();
  if (!uploaded) throw new PhotoNotYours();
  return path;
}
