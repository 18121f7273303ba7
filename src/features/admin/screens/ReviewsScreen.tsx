// /admin/reviews: buyers' reviews, all of them with the reported ones first (most reports first), only the reported
// ones, or only the hidden ones; each hidden from shoppers or shown again with a reason, which settles its reports.
import { useState } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../../../shared/api/errors';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { useAdminListReviewsQuery, useAdminSetReviewVisibilityMutation, type AdminReview } from '../adminApi';
import { ReviewCard } from '../components/ReviewCard';
import { useAct } from '../components/useAct';
import { ErrorText, Field, Notice, Row, Section } from '../components/ui';

type ReviewFilter = 'all' | 'reported' | 'hidden';

const FILTERS: readonly ReviewFilter[] = ['all', 'reported', 'hidden'];

export function ReviewsScreen() {
  const { t } = useTranslation();
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
      hidden
        ? t('admin.reviews.madeHidden', { author: review.author, product: review.productName })
        : t('admin.reviews.madeShown', { author: review.author, product: review.productName }),
    );
  };

  return (
    <Section aria-labelledby="admin-reviews">
      <h2 id="admin-reviews">{t('admin.reviews.title')}</h2>
      <p>{t('admin.reviews.intro')}</p>
      <Row>
        <Field>
          {t('admin.reviews.show')}
          <select value={filter} onChange={(event) => setFilter(event.target.value as ReviewFilter)}>
            {FILTERS.map((one) => (
              <option key={one} value={one}>
                {t(`admin.reviews.filterName.${one}`)}
              </option>
            ))}
          </select>
        </Field>
      </Row>
      <Notice role="status">{notice}</Notice>
      {error && <ErrorText role="alert">{t('admin.failed', { message: errorMessage(error, language) })}</ErrorText>}
      {!data && !error && <p role="status">{t('admin.loading')}</p>}
      {data && reviews.length === 0 && <p>{t(`admin.reviews.none.${filter}`)}</p>}
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
