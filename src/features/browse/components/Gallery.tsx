// A product's pictures: the chosen one large, all of them as thumbnails to choose from in a column beside it. On a
// phone the picture is held to 256 px wide, so the name, price, sizes and ADD TO CART fit the first screen under it.
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
              <ProductPicture src={src} alt="" sizes="(min-width: 640px) 9vw, 56px" />
            </Thumbnail>
          </li>
        ))}
      </Thumbnails>
      <Main>
        <ProductPicture
          src={main ?? ''}
          alt={name}
          sizes="(min-width: 640px) 40vw, 256px"
          loading="eager"
          fetchPriority="high"
        />
      </Main>
    </Wrapper>
  );
}

const Wrapper = styled.div`
  display: flex;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  flex: 1;
  ${media.sm} {
    justify-content: flex-start;
    gap: ${({ theme }) => theme.space(3)};
  }
`;

const Thumbnails = styled.ul`
  display: flex;
  flex-direction: column;
  flex: 0 0 56px;
  gap: ${({ theme }) => theme.space(2)};
  max-height: 320px;
  margin: 0;
  padding: 0;
  list-style: none;
  overflow-y: auto;
  ${media.sm} {
    flex: 0 0 18.7%;
    max-height: none;
    overflow: visible;
  }
  & li {
    flex: none;
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
  flex: 0 1 256px;
  align-self: flex-start;
  ${media.sm} {
    flex: 1;
  }
  background: ${({ theme }) => theme.colors.surface};
  & img {
    width: 100%;
  }
`;
