import { aReviewableLine } from '../../test/builders';
import { stateAfter } from '../../test/state';
import { loggedIn } from '../auth';
import { reviewsApi, type ReviewableLine } from './reviewsApi';
import { selectLineToReview, selectReviewableLines } from './reviewsSelectors';

const kurtaReviewed = aReviewableLine('kurta', 'M', 'r1', 'o1');
const kurtaInL = aReviewableLine('kurta', 'L', null, 'o2');
const kurtaInS = aReviewableLine('kurta', 'S', null, 'o3');
const jeans = aReviewableLine('jeans', '32', null, 'o3');
const LINES = [kurtaReviewed, kurtaInL, kurtaInS, jeans];

const linesCached = (lines: ReviewableLine[]) =>
  reviewsApi.util.upsertQueryEntries([
    { endpointName: 'listReviewable', arg: undefined, value: { success: true, lines } },
  ]);
const signedInWith = (lines: ReviewableLine[]) => stateAfter(loggedIn({ token: 'buyer' }), linesCached(lines));

describe('the reviewable lines', () => {
  it('are none before the answer, then every delivered line as answered', () => {
    expect(selectReviewableLines(stateAfter())).toEqual([]);
    expect(selectReviewableLines(signedInWith(LINES))).toEqual(LINES);
  });

  it("offer a product's page the first line not reviewed yet, or the order a link named", () => {
    const state = signedInWith(LINES);
    expect(selectLineToReview(state, 'kurta', null)).toEqual(kurtaInL);
    expect(selectLineToReview(state, 'kurta', 'o3')).toEqual(kurtaInS);
    // A link naming an order whose line was reviewed already, or another product's: the first open line.
    expect(selectLineToReview(state, 'kurta', 'o1')).toEqual(kurtaInL);
    expect(selectLineToReview(state, 'jeans', 'o2')).toEqual(jeans);
  });

  it('offer nothing once every line of the product is reviewed, for a product not bought, or to a visitor', () => {
    expect(selectLineToReview(signedInWith([kurtaReviewed, jeans]), 'kurta', 'o1')).toBeUndefined();
    expect(selectLineToReview(signedInWith(LINES), 'shirt', null)).toBeUndefined();
    expect(selectLineToReview(stateAfter(linesCached(LINES)), 'kurta', null)).toBeUndefined();
  });
});
