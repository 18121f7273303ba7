// /admin/reviews: buyers' reviews, all of them with the reported ones first (most reports first), only the reported
// ones, or only the hidden ones; each hidden from shoppers or shown again with a reason, which settles its reports.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage } from '../../../shared/i18n';
import type { ReviewFilter } from '../adminText';
import { useAdminListReviewsQuery, useAdminSetReviewVisibilityMutation, type AdminReview } from '../adminApi';
import { ReviewCard } from '../components/ReviewCard';
import { useAct } from '../components/useAct';
import { ErrorText, Field, Notice, Row, Section } from '../components/ui';
import { useAdminText, useReviewsText } from '../components/useAdminText';

const FILTERS: readonly ReviewFilter[] = ['all', 'reported', 'hidden'];

export function ReviewsScreen() {
  const text = useReviewsText();
  const { failed, loading } = useAdminText();
  const language = useLanguage();
  const [filter, setFilter] = useState<ReviewFilter>('all');
  // The answer for the filter chosen, never the last filter's while the new one comes.
  const { currentData: data, error, isFetching } = useAdminListReviewsQuery({ filter });
  const [setVisibility] = useAdminSetReviewVisibilityMutation();
  const { notice, act } = useAct();
  const reviews = data?.reviews ?? [];

  const decide = (review: AdminReview, reason: string) => {
    const hidden = !review.hidden;
    return act(
      () => setVisibility({ id: review.id, body: { hidden, reason } }).unwrap(),
      hidden ? text.madeHidden(review.author, review.productName) : text.madeShown(review.author, review.productName),
    );
  };

  return (
    <Section aria-labelledby="admin-reviews">
      <h2 id="admin-reviews">{text.title}</h2>
      <p>{text.intro}</p>
      <Row>
        <Field>
          {text.show}
          <select value={filter} onChange={(event) => setFilter(event.target.value as ReviewFilter)}>
            {FILTERS.map((one) => (
              <option key={one} value={one}>
                {text.filterName[one]}
              </option>
            ))}
          </select>
        </Field>
      </Row>
      <Notice role="status">{notice}</Notice>
      {error && <ErrorText role="alert">{failed(errorMessage(error, language))}</ErrorText>}
      {!data && !error && <p role="status">{loading}</p>}
      {data && reviews.length === 0 && <p>{text.none[filter]}</p>}
      {reviews.length > 0 && (
        <List aria-labelledby="admin-reviews" aria-busy={isFetching}>
          {reviews.map((review) => (
            <li key={review.id}>
              <ReviewCard review={review} decide={decide} />
            </li>
          ))}
        </List>
      )}
    </Section>
  );
}

const List = styled.ul`
  margin: 0;
  padding: 0;
  list-style: none;
`;
