// The collection's filters: category and type checkboxes, in a sheet over the products on small screens
// (FilterSheet). They are a GET form of the collection's own URL parameters, so without JavaScript (a crawler, a slow
// phone before the scripts arrive) the filters open by themselves in the page (the server's page styles
// [data-filter-groups]) and a button applies them.
import { useRef, useState } from 'react';
import styled from 'styled-components';
import { useLocalPath, useTranslation } from '../../../shared/i18n';
import { ChevronIcon } from '../../../shared/ui/icons';
import { Button } from '../../../shared/ui/primitives';
import { media } from '../../../shared/ui/theme';
import { type CatalogView, CATEGORIES, type ProductPage, TYPES } from '../../catalog';
import { FilterSheet } from './FilterSheet';
import { pagePath } from '../../../../contract';

/** The form's id: the sort menu beside the grid belongs to it too. */
export const FILTER_FORM_ID = 'collection-filters';

interface Props {
  view: CatalogView;
  /** How many products each value would show with the other filters and the search as they are. */
  facets?: ProductPage['facets'];
  /** How many products the view shows, for the sheet's "Show N products"; undefined while it is being counted. */
  total?: number;
  onChange: (view: CatalogView) => void;
}

/** A value's count beside its label; the result count (a status) is what a screen reader hears after a change. */
const FacetCount = ({ of }: { of: number | undefined }) =>
  of === undefined ? null : <Tally aria-hidden="true">{of}</Tally>;

const toggled = (values: string[], value: string) =>
  values.includes(value) ? values.filter((v) => v !== value) : [...values, value];

export function FilterPanel({ view, facets, total, onChange }: Props) {
  const { t } = useTranslation();
  const localPath = useLocalPath();
  const [shown, setShown] = useState(false);
  const toggle = useRef<HTMLButtonElement>(null);
  const close = () => {
    setShown(false);
    toggle.current?.focus();
  };
  return (
    <Aside>
      <Toggle
        ref={toggle}
        type="button"
        aria-expanded={shown}
        aria-controls={FILTER_FORM_ID}
        onClick={() => setShown(!shown)}
      >
        {t('catalog.filters.toggle')} <ChevronIcon direction={shown ? 'down' : 'right'} size={16} />
      </Toggle>
      <FilterSheet open={shown} total={total} onClose={close}>
        <Groups
          as="form"
          id={FILTER_FORM_ID}
          method="get"
          action={localPath(pagePath('collection'))}
          data-filter-groups=""
          aria-label={t('catalog.filters.label')}
          onSubmit={(event) => event.preventDefault()}
          $shown={shown}
        >
          <Group>
            <legend>{t('catalog.filters.categories')}</legend>
            {CATEGORIES.map((category) => (
              <label key={category}>
                <input
                  type="checkbox"
                  name="category"
                  value={category}
                  checked={view.categories.includes(category)}
                  onChange={() => onChange({ ...view, categories: toggled(view.categories, category) })}
                />
                {t(`catalog.categories.${category}`)}
                <FacetCount of={facets ? (facets.category[category] ?? 0) : undefined} />
              </label>
            ))}
          </Group>
          <Group>
            <legend>{t('catalog.filters.type')}</legend>
            {TYPES.map(({ value }) => (
              <label key={value}>
                <input
                  type="checkbox"
                  name="type"
                  value={value}
                  checked={view.types.includes(value)}
                  onChange={() => onChange({ ...view, types: toggled(view.types, value) })}
                />
                {t(`catalog.types.${value}`)}
                <FacetCount of={facets ? (facets.type[value] ?? 0) : undefined} />
              </label>
            ))}
          </Group>
          <noscript>
            <NoScriptFields>
              <label>
                {t('catalog.filters.searchByName')}
                <input type="search" name="q" defaultValue={view.search} />
              </label>
              <Button type="submit">{t('catalog.filters.apply')}</Button>
            </NoScriptFields>
          </noscript>
        </Groups>
      </FilterSheet>
    </Aside>
  );
}

const Aside = styled.aside`
  ${media.sm} {
    min-width: 13rem;
  }
`;

const Toggle = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space(2)};
  min-height: 44px;
  padding: 0;
  border: 0;
  background: none;
  font-size: ${({ theme }) => theme.size.lg};
  cursor: pointer;
  ${media.sm} {
    pointer-events: none;
    & svg {
      display: none;
    }
  }
`;

const Groups = styled.div<{ $shown: boolean }>`
  display: ${({ $shown }) => ($shown ? 'grid' : 'none')};
  /* Opened by FILTERS tapped before the app has started (src/shared/browser/earlyTaps.ts): in the page, as without
     scripts, until the app opens its sheet. */
  &[data-early-open] {
    display: grid;
  }
  gap: ${({ theme }) => theme.space(5)};
  ${media.sm} {
    display: grid;
  }
`;

const Group = styled.fieldset`
  display: grid;
  gap: ${({ theme }) => theme.space(1)};
  margin: 0;
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(5)} ${({ theme }) => theme.space(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.muted};
  & legend {
    padding: 0 ${({ theme }) => theme.space(1)};
    font-weight: 600;
    color: ${({ theme }) => theme.colors.text};
  }
  & label {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space(2)};
    min-height: 32px;
    cursor: pointer;
  }
  & input {
    width: 1rem;
    height: 1rem;
    accent-color: ${({ theme }) => theme.colors.accent};
  }
`;

const Tally = styled.span`
  margin-left: auto;
  font-size: ${({ theme }) => theme.size.xs};
  font-variant-numeric: tabular-nums;
`;

const NoScriptFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space(3)};
  & label {
    display: grid;
    gap: ${({ theme }) => theme.space(1)};
    font-size: ${({ theme }) => theme.size.sm};
  }
  & input {
    min-height: 44px;
    padding: 0 ${({ theme }) => theme.space(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;
