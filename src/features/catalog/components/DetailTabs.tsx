// The static Description and Reviews tabs under a product.
import { useState, type KeyboardEvent } from 'react';
import styled from 'styled-components';
import { RATING_COUNT } from '../../../shared/constants';
import { useTranslation } from '../../../shared/i18n';

const TABS = [{ id: 'description' }, { id: 'reviews' }] as const;

export function DetailTabs({ description }: { description: string }) {
  const { t } = useTranslation();
  const [active, setActive] = useState<(typeof TABS)[number]['id']>('description');
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const next = TABS[(TABS.findIndex((tab) => tab.id === active) + 1) % TABS.length];
    if (!next) return;
    setActive(next.id);
    document.getElementById(`tab-${next.id}`)?.focus();
  };
  return (
    <Section>
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
            {t(`catalog.tabs.${tab.id}`, { count: RATING_COUNT })}
          </Tab>
        ))}
      </TabList>
      <Panel id="panel-description" role="tabpanel" aria-labelledby="tab-description" hidden={active !== 'description'}>
        <p>{description}</p>
        <p>{t('catalog.tabs.care')}</p>
      </Panel>
      <Panel id="panel-reviews" role="tabpanel" aria-labelledby="tab-reviews" hidden={active !== 'reviews'}>
        <p>{t('catalog.tabs.reviewsText')}</p>
      </Panel>
    </Section>
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
