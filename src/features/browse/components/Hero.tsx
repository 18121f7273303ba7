// The landing banner: OUR BESTSELLER, Latest Arrival, SHOP NOW beside the hero picture.
import styled from 'styled-components';
import { Link, useTranslation } from '../../../shared/i18n';
import { media } from '../../../shared/ui/theme';
import { pagePath } from '../../../../contract';

export function Hero() {
  const { t } = useTranslation();
  return (
    <Banner aria-labelledby="hero-title">
      <Copy>
        <Kicker>
          <Rule aria-hidden="true" /> {t('catalog.hero.kicker')}
        </Kicker>
        <h1 id="hero-title">{t('catalog.hero.title')}</h1>
        <ShopNow to={pagePath('collection')}>
          {t('catalog.hero.shopNow')} <Rule aria-hidden="true" />
        </ShopNow>
      </Copy>
      <Picture src="/images/hero.svg" alt={t('catalog.hero.picture')} width={1200} height={900} fetchPriority="high" />
    </Banner>
  );
}

const Banner = styled.section`
  display: flex;
  flex-direction: column;
  border: 1px solid ${({ theme }) => theme.colors.faint};
  margin-top: ${({ theme }) => theme.space(6)};
  ${media.sm} {
    flex-direction: row;
  }
`;

const Copy = styled.div`
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  justify-content: center;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(10)} ${({ theme }) => theme.space(8)};
  color: #414141;
  ${media.sm} {
    width: 50%;
    padding-left: ${({ theme }) => theme.space(12)};
  }
  & h1 {
    margin: 0;
    font-family: ${({ theme }) => theme.font.display};
    font-size: 2rem;
    font-weight: 400;
    line-height: 1.2;
    ${media.lg} {
      font-size: 3.25rem;
    }
  }
`;

const Rule = styled.span`
  display: inline-block;
  width: 2.75rem;
  height: 2px;
  background: currentColor;
`;

const Kicker = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  margin: 0;
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 500;
`;

const ShopNow = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  font-size: ${({ theme }) => theme.size.sm};
  font-weight: 600;
  text-decoration: none;
`;

const Picture = styled.img`
  width: 100%;
  height: auto;
  ${media.sm} {
    width: 50%;
  }
`;
