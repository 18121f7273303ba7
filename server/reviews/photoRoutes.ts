// POST /api/product/reviews/photo: a review's photo, uploaded before the review that names it.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { IMAGE_TYPES, MAX_IMAGE_BYTES } from '../images/productImages';
import { TOKEN_SECURITY } from '../schemas/security';
import { failures } from '../schemas/entities';
import { REVIEW_LIMITS } from '../../contract';
import { PhotoRefused } from './errors';
import { uploadReviewPhoto } from './photos';

/** POST /api/product/reviews/photo, on its own: the picture's bytes are its body, which no other route takes. */
export const reviewPhotoRoutes: FastifyPluginAsyncTypebox = async (app) => {
  app.addContentTypeParser(IMAGE_TYPES, { parseAs: 'buffer', bodyLimit: MAX_IMAGE_BYTES }, (_request, body, done) =>
    done(null, body),
  );

  app.post(
    '/api/product/reviews/photo',
    {
      onRequest: [app.authenticate, app.limitShopperWrites],
      schema: {
        tags: ['reviews'],
        security: TOKEN_SECURITY,
        operationId: 'uploadReviewPhoto',
        summary: "Upload a review's photo (the body is the picture); answers the URL to put in the review",
        description:
          'Sent with its own content type (image/jpeg, image/png, image/webp, image/avif, image/gif, image/tiff, ' +
          `image/svg+xml), at most ${MAX_IMAGE_BYTES / 1024 / 1024} MB, as the operator's product pictures, and made ` +
          `into the same widths and formats. At most ${REVIEW_LIMITS.photosPerDay} uploads a day per account (429 with Retry-After).`,
        response: { 200: Type.Object({ success: Type.Literal(true), photo: Type.String() }), ...failures },
      },
    },
    async (request) => {
      if (!Buffer.isBuffer(request.body)) throw new PhotoRefused({ key: 'reviews.photoAsBody' });
      const photo = await uploadReviewPhoto(
        app.db,
        app.pictures,
        request.userId,
        request.body,
        app.config.imageBaseUrl,
      );
      return { success: true as const, photo };
    },
  );
};
