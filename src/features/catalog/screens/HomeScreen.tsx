// Home: hero, the 10 latest products, 5 best sellers, our policies and the subscribe offer.
import { useMemo } from 'react';
import { useGetHomeQuery } from '../catalogApi';
import { bestsellersOf, latestOf } from '../catalogSlice';
import { Hero } from '../components/Hero';
import { Policies } from '../components/Policies';
import { ProductSection } from '../components/ProductSection';
import { Subscribe } from '../components/Subscribe';
import { BESTSELLER_COUNT, LATEST_COUNT } from '../../../../contract';

export default function HomeScreen() {
  const { data: home, isLoading } = useGetHomeQuery();
  const latest = useMemo(() => latestOf(home), [home]);
  const bestsellers = useMemo(() => bestsellersOf(home), [home]);
  return (
    <>
      <Hero />
      <ProductSection
        id="latest-title"
        first="LATEST"
        second="COLLECTIONS"
        lead="Fresh off the rail: the newest pieces for men, women and kids, in soft cottons and easy fits."
        products={latest}
        loading={isLoading}
        placeholders={LATEST_COUNT}
      />
      <ProductSection
        id="bestsellers-title"
        first="BEST"
        second="SELLERS"
        lead="The pieces our shoppers come back for, season after season."
        products={bestsellers}
        loading={isLoading}
        placeholders={BESTSELLER_COUNT}
      />
      <Policies />
      <Subscribe />
    </>
  );
}
