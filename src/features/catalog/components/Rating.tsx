// The fixed rating display of the product page: 4 of 5 stars and the count 122.
import styled from 'styled-components';
import { RATING_COUNT } from '../../../shared/constants';
import { useTranslation } from '../../../shared/i18n';
import { StarIcon } from '../../../shared/ui/icons';

const STARS = 5;
const FILLED = 4;

export function Rating() {
  const { t } = useTranslation();
  return (
    <Row aria-label={t('catalog.rating', { filled: FILLED, stars: STARS, count: RATING_COUNT })} role="img">
      {Array.from({ length: STARS }, (_, index) => (
        <StarIcon key={index} size={16} filled={index < FILLED} />
      ))}
      <span aria-hidden="true">({RATING_COUNT})</span>
    </Row>
  );
}

const Row = styled.div`
  display: flex;
  align-items: center;
  gap: 2px;
  margin-top: ${({ theme }) => theme.space(2)};
  color: ${({ theme }) => theme.colors.star};
  & span {
    margin-left: ${({ theme }) => theme.space(2)};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.size.sm};
  }
`;
