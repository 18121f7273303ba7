// The product's reviews: the average of the shown ones with their count and the spread of stars, what most buyers say
// of the fit (once 5 or more answered), the form to write one for a buyer whose order was delivered, and the reviews
// newest first (each in the language it was written, with the size bought and "Verified buyer"), more on request.
// Everything a buyer wrote is shown as text, never as markup.
import { useState } from 'react';
import styled from 'styled-components';
import { REVIEW_LIMITS } from '../../../../contract';
import { useAppSelector } from '../../../app/hooks';
import { errorMessage } from '../../../shared/api/errors';
import { formatDecimal } from '../../../shared/format/count';
import { formatDate } from '../../../shared/format/date';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { StarIcon } from '../../../shared/ui/icons';
import { Button, LabelledField } from '../../../shared/ui/primitives';
import { ProductPicture } from '../../../shared/ui/ProductPicture';
import { selectIsLoggedIn } from '../../auth';
import { useListReviewsQuery, useReportReviewMutation, type Review, type ReviewSummary } from '../reviewsApi';
import { WriteReview } from './WriteReview';

/** Reviews a "more" adds. */
const PAGE_SIZE = REVIEW_LIMITS.defaultPageSize;
const STARS = [5, 4, 3, 2, 1] as const;

function Stars({ stars }: { stars: number }) {
  const { t } = useTranslation();
  return (
    <StarRow role="img" aria-label={t('reviews.stars', { stars })}>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} size={14} filled={index < stars} />
      ))}
    </StarRow>
  );
}

function Report({ reviewId }: { reviewId: string }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [open, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [report, { data, error, isLoading }] = useReportReviewMutation();
  if (data) return <Said role="status">{data.message}</Said>;
  if (!open)
    return (
      <LinkButton type="button" onClick={() => setOpen(true)}>
        {t('reviews.report')}
      </LinkButton>
    );
  return (
    <ReportForm
      onSubmit={(event) => {
        event.preventDefault();
        if (!isLoading && reason.trim()) void report({ id: reviewId, body: { reason: reason.trim() } });
      }}
    >
      <LabelledField>
        {t('reviews.reportReason')}
        <input
          value={reason}
          maxLength={REVIEW_LIMITS.maxReportReasonLength}
          required
          onChange={(event) => setReason(event.target.value)}
        />
      </LabelledField>
      <Button type="submit" aria-busy={isLoading}>
        {t('reviews.sendReport')}
      </Button>
      {error !== undefined && <Refused role="alert">{errorMessage(error, language)}</Refused>}
    </ReportForm>
  );
}

function ReviewItem({ review }: { review: Review }) {
  const { t } = useTranslation();
  const language = useLanguage();
  const signedIn = useAppSelector(selectIsLoggedIn);
  const written = formatDate(review.createdAt, language);
  return (
    <Item>
      {/* Only the buyer's own words are in the review's language; the rest is the page's. */}
      <article aria-label={`${review.author}, ${t('reviews.stars', { stars: review.stars })}`}>
        <Stars stars={review.stars} />
        {review.title && <h4 lang={review.language}>{review.title}</h4>}
        <Meta>
          {review.author} · <time dateTime={new Date(review.createdAt).toISOString()}>{written}</time>
        </Meta>
        <Meta>
          {t('reviews.size', { size: review.size })} · {t(`reviews.fitAnswer.${review.fit}`)} ·{' '}
          <strong>{t('reviews.verified')}</strong>
        </Meta>
        {review.text && <Text lang={review.language}>{review.text}</Text>}
        {review.photo && (
          <Photo>
            <ProductPicture src={review.photo} alt={t('reviews.photo', { author: review.author })} sizes="8rem" />
          </Photo>
        )}
        {signedIn && <Report reviewId={review.id} />}
      </article>
    </Item>
  );
}

/** One page of older reviews, asked for when the shopper wants more. */
function ReviewPage({ productId, page }: { productId: string; page: number }) {
  const { data } = useListReviewsQuery({ productId, page, limit: PAGE_SIZE });
  return (data?.reviews ?? []).map((review) => <ReviewItem key={review.id} review={review} />);
}

interface Props {
  productId: string;
  summary: ReviewSummary;
  latest: readonly Review[];
}

export default function ReviewsSection({ productId, summary, latest }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  // 0: the newest reviews the product's answer carries; then that many pages of PAGE_SIZE from the first.
  const [pages, setPages] = useState(0);
  const shownCount = pages === 0 ? latest.length : pages * PAGE_SIZE;
  return (
    <Section aria-labelledby="reviews-title">
      <h3 id="reviews-title">{t('reviews.title')}</h3>
      {summary.count > 0 && summary.average !== null ? (
        <Summary>
          <p>
            <Big>{formatDecimal(summary.average, language)}</Big> / 5 ·{' '}
            {t('reviews.summaryFrom', { count: summary.count })}
          </p>
          <Spread>
            {STARS.map((stars) => (
              <li key={stars}>
                <span>{t('reviews.spread', { stars, count: summary.stars[stars] })}</span>
                <Bar aria-hidden="true" $share={summary.stars[stars] / summary.count} />
              </li>
            ))}
          </Spread>
          {summary.fitSays && <FitSays>{t('reviews.fitSays', { fit: t(`reviews.fit.${summary.fitSays}`) })}</FitSays>}
        </Summary>
      ) : (
        <p>{t('reviews.none')}</p>
      )}
      <WriteReview productId={productId} />
      {summary.count > 0 && (
        <List aria-labelledby="reviews-title">
          {pages === 0
            ? latest.map((review) => <ReviewItem key={review.id} review={review} />)
            : Array.from({ length: pages }, (_, index) => (
                <ReviewPage key={index} productId={productId} page={index + 1} />
              ))}
        </List>
      )}
      {shownCount < summary.count && (
        <Button type="button" onClick={() => setPages((was) => (was === 0 ? 1 : was + 1))}>
          {t('reviews.more')}
        </Button>
      )}
    </Section>
  );
}

const Section = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  color: ${({ theme }) => theme.colors.text};
  & h3 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.lg};
    font-weight: 500;
  }
`;

const Summary = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  & p {
    margin: 0;
  }
`;

const Big = styled.span`
  font-size: 1.75rem;
  font-weight: 600;
`;

const Spread = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  max-width: 20rem;
  margin: 0;
  padding: 0;
  list-style: none;
  & li {
    display: grid;
    grid-template-columns: 6rem 1fr;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
  }
`;

const Bar = styled.span<{ $share: number }>`
  height: 8px;
  border-radius: 4px;
  background: linear-gradient(
    to right,
    ${({ theme }) => theme.colors.star} ${({ $share }) => Math.round($share * 100)}%,
    ${({ theme }) => theme.colors.border} 0
  );
`;

const FitSays = styled.p`
  font-weight: 600;
`;

const List = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Item = styled.li`
  padding-top: ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & h4 {
    margin: ${({ theme }) => theme.space(1)} 0;
    font-size: ${({ theme }) => theme.size.md};
  }
`;

const StarRow = styled.div`
  display: flex;
  gap: 2px;
  color: ${({ theme }) => theme.colors.star};
`;

const Meta = styled.p`
  margin: ${({ theme }) => theme.space(1)} 0;
  font-size: ${({ theme }) => theme.size.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

/** A line short enough to read on a wide screen. */
const Text = styled.p`
  max-width: 65ch;
  margin: ${({ theme }) => theme.space(2)} 0;
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

const Photo = styled.div`
  width: 8rem;
  aspect-ratio: 4 / 5;
  overflow: hidden;
  & img {
    width: 100%;
  }
`;

const LinkButton = styled.button`
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.size.xs};
  text-decoration: underline;
  cursor: pointer;
`;

const ReportForm = styled.form`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  max-width: 24rem;
  margin-top: ${({ theme }) => theme.space(3)};
  /* A field's own width (wide in a font with wide glyphs) must not widen the reviews past a phone's panel. */
  & input {
    width: 100%;
  }
  & > button {
    justify-self: start;
  }
`;

const Said = styled.p`
  font-size: ${({ theme }) => theme.size.xs};
  color: ${({ theme }) => theme.colors.muted};
`;

const Refused = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.danger};
`;
