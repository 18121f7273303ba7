// A product's photographs in their order, each previewed with buttons to move it earlier or later, or remove it.
import styled from 'styled-components';
import { movePhoto } from '../productSelectors';
import { Row, SmallButton } from './ui';
import { useTranslation } from '../../../shared/i18n';

export function PhotoList({ images, onChange }: { images: readonly string[]; onChange: (images: string[]) => void }) {
  const { t } = useTranslation();
  return (
    <List>
      {images.map((url, index) => (
        <li key={url}>
          <img src={url} alt={t('admin.photo', { index: index + 1 })} width={120} height={150} />
          <Row>
            <SmallButton
              type="button"
              aria-label={t('admin.earlier', { index: index + 1 })}
              disabled={index === 0}
              onClick={() => onChange(movePhoto(images, index, -1))}
            >
              ←
            </SmallButton>
            <SmallButton
              type="button"
              aria-label={t('admin.later', { index: index + 1 })}
              disabled={index === images.length - 1}
              onClick={() => onChange(movePhoto(images, index, 1))}
            >
              →
            </SmallButton>
            <SmallButton
              type="button"
              aria-label={t('admin.remove', { index: index + 1 })}
              onClick={() => onChange(images.filter((_, at) => at !== index))}
            >
              ×
            </SmallButton>
          </Row>
        </li>
      ))}
    </List>
  );
}

const List = styled.ol`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space(3)};
  margin: ${({ theme }) => theme.space(3)} 0 0;
  padding: 0;
  list-style: none;
  & img {
    display: block;
    object-fit: cover;
    background: ${({ theme }) => theme.colors.surface};
  }
`;
