// Home: hero, the 10 latest products, 5 best sellers, our policies, the products this browser viewed last and what the
// shop sends by e-mail (a back-in-stock alert, no newsletter).
import { useMemo } from 'react';
import { bestsellersOf, latestOf, useGetHomeQuery } from '../../catalog';
import { Hero } from '../components/Hero';
import { Policies } from '../components/Policies';
import { RecentlyViewed } from '../components/RecentlyViewed';
import { ProductSection } from '../components/ProductSection';
import { StockAlertsNote } from '../components/StockAlertsNote';
import { BESTSELLER_COUNT, LATEST_COUNT } from '../../../../contract';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { HydrateApart } from '../../../shared/ui/HydrateApart';

export default function HomeScreen() {
  const { t } = useTranslation();
  const language = useLanguage();
  const { data: home, isLoading } = useGetHomeQuery({ lang: language });
  const latest = useMemo(() => latestOf(home), [home]);
  const bestsellers = useMemo(() => bestsellersOf(home), [home]);
  return (
    <>
      <Hero />
      <HydrateApart>
        <ProductSection
          id="latest-title"
          first={t('catalog.home.latestFirst')}
          second={t('catalog.home.latestSecond')}
          lead={t('catalog.home.latestLead')}
          products={latest}
          loading={isLoading}
          placeholders={LATEST_COUNT}
        />
      </HydrateApart>
      <HydrateApart>
        <ProductSection
          id="bestsellers-title"
          first={t('catalog.home.bestFirst')}
          second={t('catalog.home.bestSecond')}
          lead={t('catalog.home.bestLead')}
          products={bestsellers}
          loading={isLoading}
          placeholders={BESTSELLER_COUNT}
          // Five cards leave the fifth alone on a phone's two columns or a tablet's three: one row that scrolls instead.
          row
        />
      </HydrateApart>
      <HydrateApart>
        <Policies />
      </HydrateApart>
      <RecentlyViewed />
      <StockAlertsNote />
    </>
  );
}
