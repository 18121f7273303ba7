// One buyer's review as the operator judges it: the product, stars, fit, size, title and text exactly as written
// (plain text: React writes it as text, never as markup, and the buyer's line breaks stay), its open reports and
// whether shoppers see it, and the form that hides it or shows it again with a reason.
import { useState, type FormEvent } from 'react';
import styled from 'styled-components';
import { productPath, REVIEW_LIMITS } from '../../../../contract';
import { formatDate } from '../../../shared/format/date';
import { Link, useLanguage, useTranslation } from '../../../shared/i18n';
import type { AdminReview } from '../adminApi';
import { ErrorText, Field, Row, SmallButton } from './ui';

export interface ReviewCardProps {
  review: AdminReview;
  /** Hides or shows the review with the reason; answers whether it was done (the screen says how it went). */
  decide: (review: AdminReview, reason: string) => Promise<boolean>;
}

export function ReviewCard({ review, decide }: ReviewCardProps) {
  const { t } = useTranslation();
  const language = useLanguage();
  const [reason, setReason] = useState('');
  const [problem, setProblem] = useState('');
  const [sending, setSending] = useState(false);
  const headingId = `review-${review.id}`;

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (sending) return;
    if (reason.trim() === '') return setProblem(t('admin.reviews.reasonNeeded'));
    setProblem('');
    setSending(true);
    if (await decide(review, reason.trim())) setReason('');
    setSending(false);
  };

  return (
    <Card aria-labelledby={headingId}>
      <h3 id={headingId}>
        <Link to={productPath(review.productId)}>{review.productName}</Link>
      </h3>
      <Facts>
        <span>{t('admin.reviews.stars', { stars: review.stars })}</span>
        <span>{t(`admin.reviews.fitName.${review.fit}`)}</span>
        <span>{t('admin.reviews.size', { size: review.size })}</span>
        <span>{t(`admin.reviews.writtenIn.${review.language}`)}</span>
      </Facts>
      <p>{t('admin.reviews.byOn', { author: review.author, date: formatDate(review.createdAt, language) })}</p>
      {review.title && (
        <Written className="title" lang={review.language}>
          {review.title}
        </Written>
      )}
      {review.text && <Written lang={review.language}>{review.text}</Written>}
      {review.photo && (
        <a href={review.photo} target="_blank" rel="noreferrer">
          {t('admin.reviews.photo')}
        </a>
      )}
      <Facts>
        <span className={review.reports > 0 ? 'reported' : undefined}>
          {t('admin.reviews.reports', { count: review.reports })}
        </span>
        <span>
          {review.hidden
            ? t('admin.reviews.hiddenBecause', { reason: review.hiddenReason ?? '' })
            : t('admin.reviews.shown')}
        </span>
      </Facts>
      <form onSubmit={(event) => void submit(event)}>
        <Decision>
          <Field>
            {review.hidden ? t('admin.reviews.reasonToShow') : t('admin.reviews.reasonToHide')}
            <input
              value={reason}
              maxLength={REVIEW_LIMITS.maxModerationReasonLength}
              aria-invalid={problem !== ''}
              onChange={(event) => setReason(event.target.value)}
            />
          </Field>
          <SmallButton
            type="submit"
            aria-busy={sending}
            aria-label={
              review.hidden
                ? t('admin.reviews.showReview', { author: review.author, product: review.productName })
                : t('admin.reviews.hideReview', { author: review.author, product: review.productName })
            }
          >
            {review.hidden ? t('admin.reviews.showAgain') : t('admin.reviews.hide')}
          </SmallButton>
        </Decision>
        {problem && <ErrorText role="alert">{problem}</ErrorText>}
      </form>
    </Card>
  );
}

const Card = styled.article`
  display: grid;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(4)} 0;
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  min-width: 0;
  & h3,
  & p {
    margin: 0;
    overflow-wrap: anywhere;
  }
  & h3 {
    font-size: ${({ theme }) => theme.size.md};
  }
`;

const Facts = styled.p`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(1)} ${({ theme }) => theme.space(3)};
  color: ${({ theme }) => theme.colors.muted};
  font-size: ${({ theme }) => theme.size.sm};
  & .reported {
    color: ${({ theme }) => theme.colors.danger};
    font-weight: 600;
  }
`;

/** The reason's field and its button side by side, the button level with the field rather than its label. */
const Decision = styled(Row)`
  align-items: end;
`;

/** The buyer's own words: their line breaks kept. */
const Written = styled.p`
  white-space: pre-line;
  &.title {
    font-weight: 600;
  }
`;
