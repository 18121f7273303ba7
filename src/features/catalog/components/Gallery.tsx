// A product's pictures: the chosen one large, all of them as thumbnails to choose from.
import { useState } from 'react';
import styled from 'styled-components';
import { useTranslation } from '../../../shared/i18n';
import { media } from '../../../shared/ui/theme';
import { ProductPicture } from '../../../shared/ui/ProductPicture';

export function Gallery({ images, name }: { images: readonly string[]; name: string }) {
  const { t } = useTranslation();
  const [chosen, setChosen] = useState(0);
  const main = images[chosen] ?? images[0];
  return (
    <Wrapper>
      <Thumbnails aria-label={t('catalog.gallery.label')}>
        {images.map((src, index) => (
          <li key={src}>
            <Thumbnail
              type="button"
              aria-pressed={index === chosen}
              aria-label={t('catalog.gallery.picture', { index: index + 1, total: images.length })}
              onClick={() => setChosen(index)}
            >
              {/* Lazy, so the server's page asks for the large picture first (with high priority) and these after it. */}
              <ProductPicture src={src} alt="" sizes="(min-width: 640px) 9vw, 24vw" />
            </Thumbnail>
          </li>
        ))}
      </Thumbnails>
      <Main>
        <ProductPicture
          src={main ?? ''}
          alt={name}
          sizes="(min-width: 640px) 40vw, 100vw"
          loading="eager"
          fetchPriority="high"
        />
      </Main>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  flex-direction: column-reverse;
  gap: ${({ theme }) => theme.space(3)};
  flex: 1;
  ${media.sm} {
    flex-direction: row;
  }
`;

const Thumbnails = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-x: auto;
  ${media.sm} {
    flex-direction: column;
    width: 18.7%;
    overflow: visible;
  }
  & li {
    flex: 0 0 24%;
    ${media.sm} {
      flex: none;
    }
  }
`;

const Thumbnail = styled.button`
  display: block;
  width: 100%;
  padding: 0;
  border: 2px solid transparent;
  background: ${({ theme }) => theme.colors.surface};
  cursor: pointer;
  &[aria-pressed='true'] {
    border-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Main = styled.div`
  flex: 1;
  background: ${({ theme }) => theme.colors.surface};
  & img {
    width: 100%;
  }
`;
