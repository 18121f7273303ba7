// Reviews from buyers on both databases: a delivered order line reviewed once and shown at once (the product's detail
// answer, its list, the shopper's reviewable lines), refused to anyone who did not receive it, kept as plain text,
// summed up with "most buyers say", hidden and shown again by the operator (in every process's next answer),
// reported once per shopper, and gone with a closed account.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../app';
import { en } from '../messages/en';
import { createCatalogMark } from '../pages/catalogMark';
import { SHOP_LANGUAGE_HEADER, type Review, type ReviewSummary } from '../../contract';
import { catalog, newOperator } from '../test/fixtures';
import { describeEachDatabase, type Shopper } from '../test/harness';
import { addReview, linesInStock, placedOrder, reviewed, reviewOf, type Line } from '../test/reviewFixtures';

interface ProductReviews {
  summary: ReviewSummary;
  latest: Review[];
}

interface ReviewableLine {
  orderId: string;
  productId: string;
  size: string;
  name: string;
  image: string | null;
  reviewId: string | null;
}

const NOT_A_BUYER = en['reviews.notABuyer'];

describeEachDatabase('reviews from buyers', (shop) => {
  let operator: Shopper;
  beforeAll(async () => {
    operator = await newOperator(shop());
  });
  const detailOf = async (productId: string): Promise<ProductReviews> =>
    (await shop().get(`/api/product/detail/${productId}`)).body.reviews as ProductReviews;
  const listOf = (productId: string, query = '') => shop().get(`/api/product/reviews/${productId}${query}`);
  const asOperator = (method: 'GET' | 'POST', url: string, payload?: unknown) =>
    shop().request({ method, url, payload, headers: { token: operator.token } });
  const setVisibility = (id: string, hidden: boolean, reason = 'Checked by the shop') =>
    asOperator('POST', `/api/admin/reviews/${id}/visibility`, { hidden, reason });
  const reviewable = async (token: string): Promise<{ lines: ReviewableLine[] }> =>
    (await shop().request({ method: 'GET', url: '/api/user/reviewable', headers: { token } })).body as {
      lines: ReviewableLine[];
    };
  /** A new buyer of `line`, delivered: the buyer and the order. */
  const buyerOf = async (line: Line, name?: string) => {
    const buyer = await shop().newShopper(name);
    return { buyer, orderId: await placedOrder(shop(), buyer, operator, [line]) };
  };

  it('lets a buyer review a delivered line once, shown at once in the detail answer, the list and the reviewable lines', async () => {
    const [line] = (await linesInStock(shop(), 1, 0)) as [Line];
    const { buyer, orderId } = await buyerOf(line, 'Asha Rao');
    const product = (await catalog(shop())).find((one) => one._id === line.itemId);
    expect((await reviewable(buyer.token)).lines).toEqual([
      {
        orderId,
        productId: line.itemId,
        size: line.size,
        name: product?.name,
        image: expect.stringMatching(/^http.*\/images\//),
        reviewId: null,
      },
    ]);
    // In Hindi, the name the order keeps in Hindi.
    const inHindi = await shop().request({
      method: 'GET',
      url: '/api/user/reviewable',
      headers: { token: buyer.token, [SHOP_LANGUAGE_HEADER]: 'hi' },
    });
    expect(inHindi.body.lines[0].name).toBe((product as { nameHi?: string } | undefined)?.nameHi);

    const body = reviewOf(orderId, line, { stars: 4, fit: 'small', title: 'Snug', text: 'Take a size up.' });
    const answer = await addReview(shop(), buyer.token, body, 'hi');
    expect(answer.status).toBe(200);
    const review = answer.body.review as Review;
    expect(review).toEqual({
      id: expect.any(String),
      productId: line.itemId,
      stars: 4,
      fit: 'small',
      size: line.size,
      title: 'Snug',
      text: 'Take a size up.',
      photo: null,
      language: 'hi',
      author: 'Asha',
      createdAt: expect.any(Number),
      verified: true,
    });
    expect(Math.abs(review.createdAt - Date.now())).toBeLessThan(60_000);

    expect(await detailOf(line.itemId)).toEqual({
      summary: {
        average: 4,
        count: 1,
        stars: { 1: 0, 2: 0, 3: 0, 4: 1, 5: 0 },
        fit: { small: 1, true: 0, large: 0 },
        fitSays: null,
      },
      latest: [review],
    });
    const listed = await listOf(line.itemId);
    expect(listed.body).toEqual({
      success: true,
      summary: (await detailOf(line.itemId)).summary,
      reviews: [review],
      total: 1,
      page: 1,
      limit: 10,
    });
    expect((await reviewable(buyer.token)).lines[0]?.reviewId).toBe(review.id);

    const again = await addReview(shop(), buyer.token, reviewOf(orderId, line, { stars: 1 }));
    expect([again.status, again.body]).toEqual([409, { success: false, message: en['reviews.alreadyReviewed'] }]);
    expect((await detailOf(line.itemId)).latest).toEqual([review]);
  });

  it('refuses anyone who did not receive the line: another shopper, an order on its way, a product, size or piece not delivered', async () => {
    const lines = await linesInStock(shop(), 3, 2);
    const [first, second, third] = lines as [Line, Line, Line];
    const buyer = await shop().newShopper();
    // The second line's piece is cancelled before the order leaves: it was never delivered.
    const orderId = await placedOrder(shop(), buyer, operator, [first, second], 'Order Placed');
    const cancelled = await shop().post(
      '/api/order/cancel',
      { orderId, reason: 'changedMind', units: ['2.1'] },
      buyer.token,
    );
    expect(cancelled.status).toBe(200);
    const onItsWay = await addReview(shop(), buyer.token, reviewOf(orderId, first));
    for (const step of ['Packing', 'Shipped', 'Out for delivery'])
      expect((await asOperator('POST', `/api/admin/orders/${orderId}/status`, { status: step })).status).toBe(200);
    const stillOnItsWay = await addReview(shop(), buyer.token, reviewOf(orderId, first));
    expect((await asOperator('POST', `/api/admin/orders/${orderId}/status`, { status: 'Delivered' })).status).toBe(200);

    const stranger = await shop().newShopper();
    const refused = [
      onItsWay,
      stillOnItsWay,
      await addReview(shop(), stranger.token, reviewOf(orderId, first)),
      await addReview(shop(), buyer.token, reviewOf(orderId, second)),
      await addReview(shop(), buyer.token, reviewOf(orderId, third)),
      await addReview(shop(), buyer.token, reviewOf(orderId, { ...first, size: `${first.size}X` })),
      await addReview(shop(), buyer.token, reviewOf('no-such-order', first)),
    ];
    expect(refused.map((answer): unknown[] => [answer.status, answer.body])).toEqual(
      refused.map(() => [403, { success: false, message: NOT_A_BUYER }]),
    );
    expect((await shop().post('/api/product/reviews', reviewOf(orderId, first))).status).toBe(401);
    expect((await reviewable(buyer.token)).lines.map((line) => line.productId)).toEqual([first.itemId]);
    expect((await reviewable(stranger.token)).lines).toEqual([]);
    expect((await detailOf(first.itemId)).summary.count).toBe(0);
    // The line received is reviewed as any.
    expect((await addReview(shop(), buyer.token, reviewOf(orderId, first))).status).toBe(200);
  });

  it('keeps title and text as plain text: markup comes back as the characters written, trimmed, and steering characters are refused', async () => {
    const [line] = (await linesInStock(shop(), 1, 6)) as [Line];
    const { buyer, orderId } = await buyerOf(line);
    const wrong: Array<[string, Record<string, unknown>]> = [
      ['a bell in the title', { title: 'Nice\u0007' }],
      ['a line break in the title', { title: 'Nice\nfit' }],
      ['a direction override in the text', { text: 'Fits \u202eeurt' }],
      ['a NUL in the text', { text: 'Fits\u0000' }],
      ['a title too long', { title: 'x'.repeat(121) }],
      ['a text too long', { text: 'x'.repeat(2001) }],
      ['no stars', { stars: 0 }],
      ['six stars', { stars: 6 }],
      ['half a star', { stars: 4.5 }],
      ['stars as text', { stars: '4' }],
      ['another fit', { fit: 'tight' }],
    ];
    for (const [what, more] of wrong) {
      const answer = await addReview(shop(), buyer.token, reviewOf(orderId, line, more));
      expect({ what, status: answer.status, success: answer.body.success }).toEqual({
        what,
        status: 400,
        success: false,
      });
    }
    expect((await reviewable(buyer.token)).lines[0]?.reviewId).toBeNull();

    const title = '<script>alert("title")</script>';
    const text = '<b>Soft</b> cotton & "true" to size.\r\nWash cold — धो लें 👕';
    const review = await reviewed(
      shop(),
      buyer.token,
      reviewOf(orderId, line, { title: `  ${title}  `, text: `\n${text}\t\n` }),
    );
    expect([review.title, review.text]).toEqual([title, text]);
    expect((await detailOf(line.itemId)).latest[0]).toEqual(review);
    expect((await listOf(line.itemId)).body.reviews).toEqual([review]);
    expect((await asOperator('GET', '/api/admin/reviews')).body.reviews).toContainEqual(
      expect.objectContaining({ id: review.id, title, text }),
    );

    // A title of spaces only is no title.
    const [other] = (await linesInStock(shop(), 1, 7)) as [Line];
    const second = await buyerOf(other);
    const untitled = await reviewed(
      shop(),
      second.buyer.token,
      reviewOf(second.orderId, other, { title: '   ', text: '' }),
    );
    expect([untitled.title, untitled.text]).toEqual([null, null]);
  });

  it('sums up the shown reviews: the average to one decimal, stars and fit spread, and what most buyers say from five answers', async () => {
    const [line] = (await linesInStock(shop(), 1, 10)) as [Line];
    const given: Array<[number, string]> = [
      [5, 'small'],
      [4, 'small'],
      [4, 'small'],
      [3, 'true'],
    ];
    const reviews: Review[] = [];
    for (const [stars, fit] of given) {
      const { buyer, orderId } = await buyerOf(line);
      reviews.push(await reviewed(shop(), buyer.token, reviewOf(orderId, line, { stars, fit })));
    }
    // Four answers: too few to say what most buyers say.
    expect((await detailOf(line.itemId)).summary).toEqual({
      average: 4,
      count: 4,
      stars: { 1: 0, 2: 0, 3: 1, 4: 2, 5: 1 },
      fit: { small: 3, true: 1, large: 0 },
      fitSays: null,
    });
    const fifth = await buyerOf(line);
    reviews.push(await reviewed(shop(), fifth.buyer.token, reviewOf(fifth.orderId, line, { stars: 1, fit: 'large' })));
    const five = {
      average: 3.4,
      count: 5,
      stars: { 1: 1, 2: 0, 3: 1, 4: 2, 5: 1 },
      fit: { small: 3, true: 1, large: 1 },
      fitSays: 'small',
    };
    expect((await detailOf(line.itemId)).summary).toEqual(five);
    expect((await listOf(line.itemId)).body.summary).toEqual(five);
    expect((await detailOf(line.itemId)).latest.map((review) => review.id)).toEqual(
      reviews.map((review) => review.id).reverse(),
    );

    // A hidden review is out of the summary: four answers again.
    expect((await setVisibility(reviews[0]?.id ?? '', true, 'Spam')).status).toBe(200);
    expect((await detailOf(line.itemId)).summary).toEqual({
      average: 3,
      count: 4,
      stars: { 1: 1, 2: 0, 3: 1, 4: 2, 5: 0 },
      fit: { small: 2, true: 1, large: 1 },
      fitSays: null,
    });
    // Five answers, none of them more than half: nothing to say.
    const sixth = await buyerOf(line);
    await reviewed(shop(), sixth.buyer.token, reviewOf(sixth.orderId, line, { stars: 2, fit: 'true' }));
    expect((await detailOf(line.itemId)).summary).toMatchObject({
      count: 5,
      fit: { small: 2, true: 2, large: 1 },
      fitSays: null,
      average: 2.8,
    });
  });

  it('hides a review from the detail answer, the list and the summary in every process at once, and shows it again', async () => {
    const [line] = (await linesInStock(shop(), 1, 14)) as [Line];
    const { buyer, orderId } = await buyerOf(line);
    const review = await reviewed(shop(), buyer.token, reviewOf(orderId, line, { stars: 2, fit: 'large' }));
    // A second process of the shop on the same database, with answers of its own kept.
    const other: FastifyInstance = await buildApp(shop().config);
    const otherDetail = async () =>
      JSON.parse((await other.inject({ method: 'GET', url: `/api/product/detail/${line.itemId}` })).body)
        .reviews as ProductReviews;
    try {
      expect((await otherDetail()).latest).toEqual([review]);
      // Rendered pages are kept by a mark of what they show, which the decision changes too.
      const pageMark = createCatalogMark(shop().app.db, 0);
      const markBefore = await pageMark();

      const hidden = await setVisibility(review.id, true, 'Names another shop');
      expect(await pageMark()).not.toBe(markBefore);
      expect(hidden.status).toBe(200);
      expect(hidden.body.review).toEqual({
        ...review,
        hidden: true,
        hiddenReason: 'Names another shop',
        reports: 0,
        productName: expect.any(String),
      });
      const empty = { average: null, count: 0, stars: { 1: 0, 2: 0, 3: 0, 4: 0, 5: 0 } };
      for (const seen of [await detailOf(line.itemId), await otherDetail()]) {
        expect(seen.latest).toEqual([]);
        expect(seen.summary).toMatchObject(empty);
      }
      expect((await listOf(line.itemId)).body).toMatchObject({ reviews: [], total: 0, summary: empty });
      const hiddenList = (await asOperator('GET', '/api/admin/reviews?filter=hidden')).body.reviews as Review[];
      expect(hiddenList).toContainEqual(hidden.body.review);
      // The buyer still sees the line as reviewed, and cannot write it again.
      expect((await reviewable(buyer.token)).lines[0]?.reviewId).toBe(review.id);
      expect((await addReview(shop(), buyer.token, reviewOf(orderId, line))).status).toBe(409);

      const shown = await setVisibility(review.id, false, 'Reworded by the buyer');
      expect(shown.body.review).toMatchObject({ id: review.id, hidden: false, hiddenReason: null });
      for (const seen of [await detailOf(line.itemId), await otherDetail()]) expect(seen.latest).toEqual([review]);
      expect((await asOperator('GET', '/api/admin/reviews?filter=hidden')).body.reviews).not.toContainEqual(
        expect.objectContaining({ id: review.id }),
      );
    } finally {
      await other.close();
    }
  });

  it('takes a report once per shopper, lists reported reviews first for the operator, and a decision settles them', async () => {
    const [line] = (await linesInStock(shop(), 1, 16)) as [Line];
    const { buyer, orderId } = await buyerOf(line);
    const review = await reviewed(shop(), buyer.token, reviewOf(orderId, line));
    const later = await buyerOf(line);
    const newer = await reviewed(shop(), later.buyer.token, reviewOf(later.orderId, line));
    const [first, second] = [await shop().newShopper(), await shop().newShopper()];
    const report = (shopper: Shopper, id: string, reason: unknown = 'Not about the product') =>
      shop().post(`/api/product/reviews/${id}/report`, { reason }, shopper.token);

    expect((await report(first, review.id)).body).toEqual({ success: true, message: en['reviews.reported'] });
    expect((await report(first, review.id)).body).toEqual({ success: false, message: en['reviews.alreadyReported'] });
    expect((await report(first, review.id)).status).toBe(409);
    expect((await report(second, review.id)).status).toBe(200);
    expect((await report(second, 'no-such-review')).status).toBe(404);
    expect((await report(second, newer.id, '   ')).status).toBe(400);
    expect((await report(second, newer.id, 'x'.repeat(301))).status).toBe(400);
    expect((await shop().post(`/api/product/reviews/${review.id}/report`, { reason: 'spam' })).status).toBe(401);

    const all = (await asOperator('GET', '/api/admin/reviews')).body.reviews as Array<Review & { reports: number }>;
    // Reported first, though another review of the product is newer.
    expect(all[0]).toMatchObject({ id: review.id, reports: 2, hidden: false });
    expect(all.find((one) => one.id === newer.id)?.reports).toBe(0);
    expect(
      ((await asOperator('GET', '/api/admin/reviews?filter=reported')).body.reviews as Review[]).map((one) => one.id),
    ).toEqual([review.id]);

    // Shown again after reading the reports: settled, no longer reported until someone reports it again.
    expect((await setVisibility(review.id, false, 'Fair comment')).body.review).toMatchObject({ reports: 0 });
    expect((await asOperator('GET', '/api/admin/reviews?filter=reported')).body.reviews).toEqual([]);
    // A hidden review is not one shoppers can report.
    await setVisibility(newer.id, true, 'Spam');
    expect((await report(first, newer.id)).status).toBe(404);
    expect((await asOperator('GET', '/api/admin/reviews?filter=nonsense')).status).toBe(400);
  });

  it("pages a product's reviews newest first, and refuses a page size over 50 and an unknown product", async () => {
    const [line] = (await linesInStock(shop(), 1, 18)) as [Line];
    const written: Review[] = [];
    for (const stars of [1, 2, 2]) {
      const { buyer, orderId } = await buyerOf(line);
      written.push(await reviewed(shop(), buyer.token, reviewOf(orderId, line, { stars })));
    }
    const page = await listOf(line.itemId, '?page=2&limit=2');
    expect(page.body).toMatchObject({ success: true, total: 3, page: 2, limit: 2, reviews: [written[0]] });
    // 5 stars from 3 reviews: 1.666…, to one decimal.
    expect(page.body.summary).toMatchObject({ average: 1.7, count: 3 });
    expect((await listOf(line.itemId, '?limit=2')).body.reviews).toEqual([written[2], written[1]]);
    expect((await listOf(line.itemId, '?page=3&limit=2')).body.reviews).toEqual([]);
    for (const query of ['?limit=51', '?limit=0', '?page=0', '?page=two', '?limit=1.5'])
      expect({ query, status: (await listOf(line.itemId, query)).status }).toEqual({ query, status: 400 });
    expect(await listOf('no-such-kurta')).toMatchObject({
      status: 404,
      body: { message: 'There is no such product.' },
    });
  });

  it("keeps the operator's calls to operators", async () => {
    const shopper = await shop().newShopper();
    for (const [method, url, payload] of [
      ['GET', '/api/admin/reviews', undefined],
      ['POST', '/api/admin/reviews/any/visibility', { hidden: true, reason: 'spam' }],
    ] as const) {
      expect((await shop().request({ method, url, payload })).status).toBe(401);
      expect((await shop().request({ method, url, payload, headers: { token: shopper.token } })).status).toBe(403);
    }
    expect((await setVisibility('no-such-review', true)).status).toBe(404);
  });

  it("deletes a closed account's reviews, and the reports it made, from every answer", async () => {
    const [line] = (await linesInStock(shop(), 1, 20)) as [Line];
    const { buyer, orderId } = await buyerOf(line);
    const review = await reviewed(shop(), buyer.token, reviewOf(orderId, line, { stars: 5 }));
    const other = await buyerOf(line);
    const kept = await reviewed(shop(), other.buyer.token, reviewOf(other.orderId, line, { stars: 3 }));
    expect((await shop().post(`/api/product/reviews/${kept.id}/report`, { reason: 'Rude' }, buyer.token)).status).toBe(
      200,
    );

    expect((await shop().post('/api/user/close', { password: buyer.password }, buyer.token)).status).toBe(200);
    expect(await detailOf(line.itemId)).toMatchObject({ summary: { count: 1, average: 3 }, latest: [kept] });
    const listed = (await asOperator('GET', '/api/admin/reviews')).body.reviews as Array<Review & { reports: number }>;
    expect(listed.find((one) => one.id === review.id)).toBeUndefined();
    expect(listed.find((one) => one.id === kept.id)?.reports).toBe(0);
  });
});
