// axe on the screens of issue 49 (size charts and buyers' reviews), at a phone's width and a desktop's, in English and
// in Hindi: a product with five reviews (one in Hindi, one with a photo, every buyer saying it is true to size) on its
// Reviews tab; a woman's top's size chart's dialog; the review form a delivered buyer's link opens; the size picker's
// "Runs small" of a product whose buyers said so; the operator's /admin/reviews and /admin/size-charts. Each has no
// serious or critical violation, nothing wider than the window, the header's controls apart and inside it, and the
// controls a shopper taps at least 44 px; nothing is drawn past the sides of the panel, dialog or page that holds it.
// Each screen leaves its picture in e2e/artifacts/ (axe-reviews-*.png) for a person to look at. This file runs its own
// shop, whose reviews no other file sees.
import path from 'node:path';
import type { Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { inLanguage, LANGUAGES, SHOP_LANGUAGE_HEADER, type FitAnswer, type Language } from '../../contract';
import { loadAllMessages, translatorOf } from '../../src/shared/i18n';
import { shopClient, type Shopper } from '../../tools/testkit/shopClient';
import { ARTIFACTS_DIR } from '../support/artifacts';
import { DESKTOP, journey, PHONE } from '../support/journey';
import { expectAccessible, spilling } from '../support/layout';
import { runShopCommand } from '../support/operator';
import { ownShop } from '../support/ownShop';
import { catalog, deliveredOrder, signUp, type Product } from '../support/shopApi';
import { plantToken } from '../support/storage';

const { shop, folder } = ownShop('axe-reviews');
const api = shopClient(() => shop().baseUrl);

/** What a buyer says in the API's review call, besides the order line. */
interface Said {
  stars: number;
  fit: FitAnswer;
  title?: string;
  text?: string;
  /** The page's language the review is written in; English unless said. */
  language?: Language;
  withPhoto?: boolean;
}

/** Five buyers of the reviewed product, every one saying it is true to size: the page says what most buyers say. */
const TRUE_TO_SIZE: Said[] = [
  {
    stars: 5,
    fit: 'true',
    title: 'Soft and warm',
    text: 'Fits as the chart says. Washed twice and kept its shape.',
    withPhoto: true,
  },
  { stars: 4, fit: 'true', title: 'बहुत आरामदायक', text: 'कपड़ा मुलायम है और नाप सही है।', language: 'hi' },
  {
    stars: 3,
    fit: 'true',
    title: 'Good, but the colour is lighter than in the picture',
    text:
      'The size is right and the stitching is neat. The colour came out a shade lighter than the photos show, so ' +
      'look again before you order if the colour matters to you: https://example.com/a-very-long-address-without-breaks',
  },
  { stars: 4, fit: 'true' },
  { stars: 5, fit: 'true', title: 'My second one' },
];

/** Five buyers of another product, a woman's top, who found it small: its size picker says so. */
const RUNS_SMALL: Said[] = Array.from({ length: 5 }, (_, index) => ({ stars: 3 + (index % 2), fit: 'small' }));

interface Scenery {
  reviewed: Product;
  runsSmall: Product;
  operator: Shopper;
  /** A buyer of the reviewed product whose delivered line is not reviewed yet, and that order. */
  writer: { shopper: Shopper; orderId: string; size: string };
}

let scenery: Scenery | undefined;

const scene = (): Scenery => {
  if (!scenery) throw new Error('The reviews were not written.');
  return scenery;
};

/** A photo as a phone takes it, uploaded for a review: its address. */
async function uploadedPhoto(shopper: Shopper): Promise<string> {
  const picture = await sharp({ create: { width: 900, height: 1200, channels: 3, background: '#5b7a8c' } })
    .jpeg()
    .toBuffer();
  const answer = await api.request({
    method: 'POST',
    url: '/api/product/reviews/photo',
    headers: { token: shopper.token, 'content-type': 'image/jpeg' },
    payload: picture,
  });
  if (answer.status !== 200) throw new Error(`The photo was refused (${answer.status}).`);
  return (answer.body as { photo: string }).photo;
}

/** Each of `reviews` written by a buyer of its own, sizes taken in turn so no size sells out. */
async function reviewsOf(operator: Shopper, product: Product, reviews: Said[]): Promise<void> {
  for (const [index, said] of reviews.entries()) {
    const size = product.sizes[index % product.sizes.length] as string;
    const { shopper, order } = await deliveredOrder(operator.token, product, size);
    const { language = 'en', withPhoto = false, ...words } = said;
    const photo = withPhoto ? { photo: await uploadedPhoto(shopper) } : {};
    const answer = await api.request({
      method: 'POST',
      url: '/api/product/reviews',
      headers: { token: shopper.token, [SHOP_LANGUAGE_HEADER]: language },
      payload: { orderId: order._id, productId: product._id, size, ...words, ...photo },
    });
    if (answer.status !== 200) throw new Error(`The review was refused (${answer.status}).`);
  }
}

beforeAll(async () => {
  await loadAllMessages();
  const operator = await signUp();
  await runShopCommand(shop().dataDir, folder(), 'users', 'role', operator.email, 'admin');
  const products = (await catalog()).filter((each) => each.sizes.length >= 2);
  // A woman's top: its chart has the most measures (bust, waist, hip, length), the widest table on a phone.
  const runsSmall = products.find((each) => each.category === 'Women' && each.subCategory === 'Topwear');
  const reviewed = products.find((each) => each !== runsSmall);
  if (!reviewed || !runsSmall) throw new Error('The catalog has no woman’s top or too few products with two sizes.');
  await reviewsOf(operator, reviewed, TRUE_TO_SIZE);
  await reviewsOf(operator, runsSmall, RUNS_SMALL);
  const size = reviewed.sizes[1] as string;
  const { shopper, order } = await deliveredOrder(operator.token, reviewed, size);
  const writer = { shopper, orderId: order._id, size };
  // One review reported, as the operator's list shows it first and in the colour of a warning.
  const { reviews } = await api.succeed<{ reviews: Array<{ id: string }> }>(
    'GET',
    `/api/product/reviews/${reviewed._id}`,
  );
  const reported = reviews[0];
  if (!reported) throw new Error('The reviewed product shows no review.');
  await api.succeed('POST', `/api/product/reviews/${reported.id}/report`, {
    body: { reason: 'Not about the product' },
    token: writer.shopper.token,
  });
  scenery = { reviewed, runsSmall, operator, writer };
}, 120_000);

/**
 * What every screen of this file must be (expectAccessible), with nothing drawn past the sides of `box`, and its
 * picture left in e2e/artifacts/ to be looked at: the whole page, or the window when a dialog stands over it.
 */
async function expectLaidOut(page: Page, controls: Locator, box: Locator, picture: string): Promise<void> {
  await expectAccessible(page, controls);
  expect(await spilling(box)).toEqual([]);
  const fullPage = (await page.getByRole('dialog').count()) === 0;
  await page.screenshot({ path: path.join(ARTIFACTS_DIR, `axe-reviews-${picture}.png`), fullPage });
}

describe("axe, the size charts' and reviews' screens", () => {
  for (const viewport of [PHONE, DESKTOP]) {
    for (const language of LANGUAGES) {
      const t = translatorOf(language);
      const at = `${language === 'hi' ? 'in Hindi ' : ''}at ${viewport.width} px`;
      const pictured = (screen: string) => `${screen}-${language}-${viewport.width}`;
      const reviewsTab = (page: Page) =>
        page.getByRole('tab', { name: t('catalog.tabs.reviews', { count: TRUE_TO_SIZE.length }) });

      journey(
        `a product's Reviews tab with five reviews, one with a photo, ${at} has no serious or critical violation`,
        async ({ page }) => {
          await page.goto(inLanguage(`/product/${scene().reviewed._id}`, language));
          await reviewsTab(page).click();
          const panel = page.getByRole('tabpanel', { name: t('catalog.tabs.reviews', { count: TRUE_TO_SIZE.length }) });
          await panel.getByText(t('reviews.fitSays', { fit: t('reviews.fit.true') })).waitFor();
          await panel.getByRole('heading', { level: 4, name: 'Soft and warm' }).waitFor();
          // Every buyer signed up as Asha Rao; a review names its author by the first name.
          await panel.getByRole('img', { name: t('reviews.photo', { author: 'Asha' }) }).waitFor();
          // Only the buyers' own words are marked as the other language's, not the page's words around them.
          const other = language === 'hi' ? 'en' : 'hi';
          const theirs = TRUE_TO_SIZE.filter((said) => (said.language ?? 'en') === other);
          expect((await panel.locator(`[lang="${other}"]`).allInnerTexts()).sort()).toEqual(
            theirs.flatMap(({ title, text }) => [title ?? [], text ?? []].flat()).sort(),
          );
          await expectLaidOut(page, page.getByRole('tablist').or(panel), panel, pictured('reviews-tab'));
        },
        { viewport },
      );

      journey(
        `the size chart's dialog ${at} has no serious or critical violation`,
        async ({ page }) => {
          await page.goto(inLanguage(`/product/${scene().runsSmall._id}`, language));
          await page.getByRole('button', { name: t('catalog.sizeChart.open') }).click();
          const dialog = page.getByRole('dialog', { name: t('catalog.sizeChart.open') });
          await dialog.getByRole('row').nth(1).waitFor();
          await expectLaidOut(page, dialog, dialog, pictured('size-chart'));
        },
        { viewport },
      );

      journey(
        `the review form a delivered buyer's link opens ${at} has no serious or critical violation`,
        async ({ page, context }) => {
          const { reviewed, writer } = scene();
          await plantToken(context, writer.shopper.token);
          await page.goto(inLanguage(`/product/${reviewed._id}?review=${writer.orderId}`, language));
          const form = page.getByRole('form', { name: t('reviews.writeFor', { size: writer.size }) });
          await form.getByRole('radio', { name: t('reviews.stars', { stars: 5 }) }).waitFor();
          const panel = page.getByRole('tabpanel', { name: t('catalog.tabs.reviews', { count: TRUE_TO_SIZE.length }) });
          // Signed in, the buyer may report the others' reviews: one report's form open too.
          await panel
            .getByRole('button', { name: t('reviews.report') })
            .first()
            .click();
          await panel.getByRole('textbox', { name: t('reviews.reportReason') }).waitFor();
          await expectLaidOut(page, panel, panel, pictured('review-form'));
        },
        { viewport },
      );

      journey(
        `the size picker saying "Runs small" ${at} has no serious or critical violation`,
        async ({ page }) => {
          await page.goto(inLanguage(`/product/${scene().runsSmall._id}`, language));
          await page.getByText(t('catalog.sizeChart.hint.small')).waitFor();
          const sizes = page.getByRole('group', { name: t('catalog.size.label') });
          const chart = page.getByRole('button', { name: t('catalog.sizeChart.open') });
          // A screen reader hears the hint with the sizes it is about.
          const described = await sizes.evaluate(
            (group) => document.getElementById(group.getAttribute('aria-describedby') ?? '')?.textContent,
          );
          expect(described).toBe(t('catalog.sizeChart.hint.small'));
          await expectLaidOut(page, sizes.or(chart), page.getByRole('main'), pictured('runs-small'));
        },
        { viewport },
      );

      journey(
        `the operator's /admin/reviews ${at} has no serious or critical violation`,
        async ({ page, context }) => {
          await plantToken(context, scene().operator.token);
          await page.goto(inLanguage('/admin/reviews', language));
          const list = page.getByRole('list', { name: t('admin.reviews.title') });
          await list
            .getByRole('article')
            .nth(TRUE_TO_SIZE.length + RUNS_SMALL.length - 1)
            .waitFor();
          await expectLaidOut(page, page.getByRole('main'), page.getByRole('main'), pictured('admin-reviews'));
        },
        { viewport },
      );

      journey(
        `the operator's /admin/size-charts ${at} has no serious or critical violation`,
        async ({ page, context }) => {
          await plantToken(context, scene().operator.token);
          await page.goto(inLanguage('/admin/size-charts', language));
          await page.getByRole('button', { name: t('admin.sizeCharts.save') }).waitFor();
          await page.getByRole('table').getByRole('row').nth(1).waitFor();
          await expectLaidOut(page, page.getByRole('main'), page.getByRole('main'), pictured('admin-size-charts'));
        },
        { viewport },
      );
    }
  }
});
