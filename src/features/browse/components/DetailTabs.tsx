// The Description and Reviews tabs under a product: the reviews' tab counts the shown reviews and holds them. A link
// to write a review (`?review=<orderId>`, from the order's page) opens on the reviews, brought into view.
import { Suspense, useEffect, useRef, useState, type KeyboardEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import styled from 'styled-components';
import { useServerOrHydrating } from '../../../shared/browser/hydration';
import { useTranslation } from '../../../shared/i18n';
import { ReviewsSection } from '../../reviews';
import type { ProductDetail } from '../../catalog';

const TABS = [{ id: 'description' }, { id: 'reviews' }] as const;

interface Props {
  description: string;
  productId: string;
  /** The product's reviews as its answer carries them; undefined until it is here. */
  reviews: ProductDetail['reviews'] | undefined;
}

export function DetailTabs({ description, productId, reviews }: Props) {
  const { t } = useTranslation();
  const [active, setActive] = useState<(typeof TABS)[number]['id']>('description');
  const [params] = useSearchParams();
  const writing = params.get('review') !== null;
  const section = useRef<HTMLElement>(null);
  // After the first render, which must draw what the server drew (the address it renders leaves `review` out).
  useEffect(() => {
    if (!writing) return;
    setActive('reviews');
    section.current?.scrollIntoView({ block: 'start' });
  }, [writing]);
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.findIndex((tab) => tab.id === active) + 1) % TABS.length];
    if (!next) return;
    setActive(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    <Section ref={section}>
      <TabList role="tablist" aria-label={t('catalog.tabs.label')} onKeyDown={onKeyDown}>
        {TABS.map((tab) => (
          <Tab
            key={tab.id}
            id={`tab-${tab.id}`}
            type="button"
            role="tab"
            aria-selected={active === tab.id}
            aria-controls={`panel-${tab.id}`}
            tabIndex={active === tab.id ? 0 : -1}
            onClick={() => setActive(tab.id)}
          >
            {t(`catalog.tabs.${tab.id}`, { count: reviews?.summary.count ?? 0 })}
          </Tab>
        ))}
      </TabList>
      <Panel id="panel-description" role="tabpanel" aria-labelledby="tab-description" hidden={active !== 'description'}>
        <p>{description}</p>
        <p>{t('catalog.tabs.care')}</p>
      </Panel>
      <Panel id="panel-reviews" role="tabpanel" aria-labelledby="tab-reviews" hidden={active !== 'reviews'}>
        {reviews && <ReviewsPanel active={active === 'reviews'} productId={productId} reviews={reviews} />}
      </Panel>
    </Section>
  );
}

const SERVER_REVIEWS_ID = 'reviews-as-served';

/**
 * The reviews as the server drew them stay as they are, untouched and unhydrated, until the shopper opens their tab:
 * their code and words (a chunk, with the messages beyond the first screens') are fetched then, not with every
 * product page. Drawn by the browser alone (a screen reached in the app), they come at once.
 */
function ReviewsPanel({
  active,
  productId,
  reviews,
}: {
  active: boolean;
  productId: string;
  reviews: NonNullable<ProductDetail['reviews']>;
}) {
  const hydrating = useServerOrHydrating();
  // Read once, at the browser's first pass over the server's page: null on the server and in a page the app drew.
  const [served] = useState(() =>
    hydrating && typeof document !== 'undefined'
      ? (document.getElementById(SERVER_REVIEWS_ID)?.innerHTML ?? null)
      : null,
  );
  const [opened, setOpened] = useState(active);
  useEffect(() => {
    if (active) setOpened(true);
  }, [active]);
  const asServed = served === null ? null : <div dangerouslySetInnerHTML={{ __html: served }} />;
  if (served !== null && !opened)
    return <div id={SERVER_REVIEWS_ID} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: served }} />;
  return (
    <div id={SERVER_REVIEWS_ID}>
      <Suspense fallback={asServed}>
        <ReviewsSection productId={productId} summary={reviews.summary} latest={reviews.latest} />
      </Suspense>
    </div>
  );
}

const Section = styled.section`
  margin-top: ${({ theme }) => theme.space(20)};
`;

const TabList = styled.div`
  display: flex;
`;

const Tab = styled.button`
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(5)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: none;
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  cursor: pointer;
  &[aria-selected='true'] {
    font-weight: 700;
    color: ${({ theme }) => theme.colors.text};
  }
  & + & {
    border-left: 0;
  }
`;

const Panel = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(4)};
  padding: ${({ theme }) => theme.space(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  & p {
    margin: 0;
  }
  &[hidden] {
    display: none;
  }
`;
