// The reviews' limits on both databases: a review photo taken as a product picture is (its types, size and pixels),
// put in a review only by its uploader; at most so many reviews, reports and photos a day per account (429 with
// Retry-After); and two reviews of one line sent at once, of which exactly one is taken.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { MAX_IMAGE_BYTES } from '../images/productImages';
import { en } from '../messages/en';
import { REVIEW_LIMITS, type Review } from '../../contract';
import { newOperator, userIdOf } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { addReview, linesInStock, placedOrder, reviewed, reviewOf, type Line } from '../test/reviewFixtures';

const HOUR_MS = 3600_000;

/** A small photograph, as a phone's camera would send it (a JPEG of a few kilobytes). */
const photograph = () =>
  sharp({ create: { width: 120, height: 150, channels: 3, background: { r: 190, g: 60, b: 40 } } })
    .jpeg()
    .toBuffer();

describeEachDatabase('the limits of reviews', (shop) => {
  let operator: Shopper;
  beforeAll(async () => {
    operator = await newOperator(shop());
  });
  const upload = (token: string | undefined, payload: Buffer | string, type = 'image/jpeg') =>
    shop().request({
      method: 'POST',
      url: '/api/product/reviews/photo',
      payload,
      headers: { 'content-type': type, ...(token ? { token } : {}) },
    });
  /** The day's earlier uploads, reports or reviews of an account, as the rows they left (an hour old). */
  const earlier = (userId: string) => ({ id: randomUUID(), user_id: userId, created_at: Date.now() - HOUR_MS });

  it('takes a photo as a product picture is, answers its URL, and lets only its uploader put it in a review', async () => {
    const [line] = (await linesInStock(shop(), 1, 30)) as [Line];
    const buyer = await shop().newShopper();
    const orderId = await placedOrder(shop(), buyer, operator, [line]);

    const uploaded = await upload(buyer.token, await photograph());
    expect(uploaded.status).toBe(200);
    const photo = uploaded.body.photo as string;
    expect(uploaded.body).toEqual({
      success: true,
      photo: expect.stringMatching(/\/images\/products\/review-\w+-960\.webp$/),
    });
    // Served as a product picture is, in every width and format the storefront asks for.
    const path = new URL(photo).pathname;
    for (const variant of [path, path.replace('-960.webp', '-320.avif')]) {
      const served = await shop().get(variant);
      expect({ variant, status: served.status }).toEqual({ variant, status: 200 });
    }

    const stranger = await shop().newShopper();
    const strangerOrder = await placedOrder(shop(), stranger, operator, [line]);
    for (const [token, order, sent] of [
      [stranger.token, strangerOrder, photo],
      [buyer.token, orderId, `${photo.replace('review-', 'review-x')}`],
      [buyer.token, orderId, 'https://elsewhere.example/cat.jpg'],
    ] as const) {
      const answer = await addReview(shop(), token, reviewOf(order, line, { photo: sent }));
      expect([answer.status, answer.body]).toEqual([400, { success: false, message: en['reviews.photoNotYours'] }]);
    }

    const review = await reviewed(shop(), buyer.token, reviewOf(orderId, line, { photo }));
    expect(review.photo).toBe(photo);
    expect(((await shop().get(`/api/product/detail/${line.itemId}`)).body.reviews.latest as Review[])[0]?.photo).toBe(
      photo,
    );
  });

  it('refuses what is not a picture, a picture too large, a JSON body and a caller without a token', async () => {
    const shopper = await shop().newShopper();
    const unreadable = await upload(shopper.token, Buffer.from('not a picture at all, only words'));
    expect([unreadable.status, unreadable.body.message]).toEqual([
      400,
      'The photo was refused: send a JPEG, PNG, WebP, AVIF, GIF or TIFF picture of at most 15 MB and 40 megapixels.',
    ]);
    expect((await upload(shopper.token, Buffer.alloc(MAX_IMAGE_BYTES + 1, 1))).status).toBe(413);
    const asJson = await upload(shopper.token, JSON.stringify({ photo: 'x' }), 'application/json');
    expect([asJson.status, asJson.body.message]).toEqual([400, en['reviews.photoAsBody']]);
    expect((await upload(undefined, await photograph())).status).toBe(401);
    // An SVG that would take minutes to draw is refused as the operator's would be.
    const filtered = Buffer.from(
      '<svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><filter id="f"><feGaussianBlur stdDeviation="9"/></filter><rect width="10" height="10" filter="url(#f)"/></svg>',
    );
    expect((await upload(shopper.token, filtered, 'image/svg+xml')).body.message).toBe(en['picture.svgFilters']);
  });

  it(`takes ${REVIEW_LIMITS.photosPerDay} photo uploads a day per account, then 429 with Retry-After`, async () => {
    const shopper = await shop().newShopper();
    const userId = userIdOf(shop(), shopper.token);
    const other = await shop().newShopper();
    await shop()
      .app.db.insertInto('review_photos')
      .values(
        Array.from({ length: REVIEW_LIMITS.photosPerDay - 1 }, () => ({
          ...earlier(userId),
          photo: '/images/products/review-earlier-960.webp',
        })),
      )
      .execute();
    // Uploads from before the last day do not count.
    await shop()
      .app.db.insertInto('review_photos')
      .values({ ...earlier(userId), created_at: Date.now() - 25 * HOUR_MS, photo: null })
      .execute();
    expect((await upload(shopper.token, await photograph())).status).toBe(200);
    const refused = await upload(shopper.token, await photograph());
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      `You have uploaded ${REVIEW_LIMITS.photosPerDay} review photos today. Please wait 23 hours and try again.`,
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(22 * 3600);
    expect(retryAfter).toBeLessThanOrEqual(23 * 3600);
    // Another account's uploads are its own.
    expect((await upload(other.token, await photograph())).status).toBe(200);
  });

  it(`takes ${REVIEW_LIMITS.reviewsPerDay} reviews a day per account, then 429 with Retry-After`, async () => {
    const lines = await linesInStock(shop(), REVIEW_LIMITS.reviewsPerDay + 1, 32);
    const buyer = await shop().newShopper();
    const orderId = await placedOrder(shop(), buyer, operator, lines);
    for (const line of lines.slice(0, REVIEW_LIMITS.reviewsPerDay))
      expect((await addReview(shop(), buyer.token, reviewOf(orderId, line))).status).toBe(200);
    const last = lines[REVIEW_LIMITS.reviewsPerDay] as Line;
    const refused = await addReview(shop(), buyer.token, reviewOf(orderId, last));
    expect([refused.status, refused.body]).toEqual([
      429,
      {
        success: false,
        message: `You have written ${REVIEW_LIMITS.reviewsPerDay} reviews today. Please wait 24 hours and try again.`,
      },
    ]);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(23 * 3600);
    expect((await shop().get(`/api/product/detail/${last.itemId}`)).body.reviews.summary.count).toBe(0);
  });

  it(`takes ${REVIEW_LIMITS.reportsPerDay} reports a day per account, then 429 with Retry-After`, async () => {
    const [line] = (await linesInStock(shop(), 1, 45)) as [Line];
    const buyer = await shop().newShopper();
    const review = await reviewed(
      shop(),
      buyer.token,
      reviewOf(await placedOrder(shop(), buyer, operator, [line]), line),
    );
    const reporter = await shop().newShopper();
    const userId = userIdOf(shop(), reporter.token);
    await shop()
      .app.db.insertInto('review_reports')
      .values(
        Array.from({ length: REVIEW_LIMITS.reportsPerDay }, () => {
          const { id, ...row } = earlier(userId);
          return { ...row, review_id: id, reason: 'Earlier today' };
        }),
      )
      .execute();
    const refused = await shop().post(`/api/product/reviews/${review.id}/report`, { reason: 'Rude' }, reporter.token);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(
      `You have reported ${REVIEW_LIMITS.reportsPerDay} reviews today. Please wait 23 hours and try again.`,
    );
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(22 * 3600);
  });

  it('takes one of two reviews of one line sent at once, and refuses the other with 409', async () => {
    const [line] = (await linesInStock(shop(), 1, 47)) as [Line];
    const buyer = await shop().newShopper();
    const orderId = await placedOrder(shop(), buyer, operator, [line]);
    const answers = await Promise.all([
      addReview(shop(), buyer.token, reviewOf(orderId, line, { stars: 5 })),
      addReview(shop(), buyer.token, reviewOf(orderId, line, { stars: 1 })),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    const stored = await shop().app.db.selectFrom('reviews').select('stars').where('order_id', '=', orderId).execute();
    expect(stored).toHaveLength(1);
    const taken = answers.find((answer) => answer.status === 200)?.body.review as Review;
    expect(stored[0]?.stars).toBe(taken.stars);
  });
});
