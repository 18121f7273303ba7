// The product's rating under its name: the average of its shown reviews in stars and figures, with their count, or
// "No reviews yet". Until the product's own answer is here (a product another screen showed draws at once) the line
// holds its place, empty.
import styled from 'styled-components';
import { formatDecimal } from '../../../shared/format/count';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { StarIcon } from '../../../shared/ui/icons';
import type { ReviewSummary } from '../../reviews';

const STARS = 5;

export function Rating({ summary }: { summary: ReviewSummary | undefined }) {
  const { t } = useTranslation();
  const language = useLanguage();
  if (!summary) return <Row aria-hidden="true" />;
  if (summary.count === 0 || summary.average === null)
    return (
      <Row>
        <span>{t('catalog.noReviews')}</span>
      </Row>
    );
  const average = formatDecimal(summary.average, language);
  const filled = Math.round(summary.average);
  return (
    <Row aria-label={t('catalog.rating', { average, count: summary.count })} role="img">
      {Array.from({ length: STARS }, (_, index) => (
        <StarIcon key={index} size={16} filled={index < filled} />
      ))}
      <span aria-hidden="true">{`${average} (${summary.count})`}</span>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  min-height: 1.5rem;
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.star};
  & span {
    margin-left: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.size.sm};
  }
`;
