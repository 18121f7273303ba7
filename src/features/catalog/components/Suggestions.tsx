// The suggestions under the search field: a listbox the field controls (a combobox), each option a product's name or a
// category or type, with the typed part marked. The field keeps the focus; the arrows move the active option
// (aria-activedescendant), Enter or a tap chooses it.
import styled from 'styled-components';
import { PRODUCT_CATEGORIES, PRODUCT_TYPES, type ProductCategory, type ProductType } from '../../../../contract';
import { useTranslation, type Translate } from '../../../shared/i18n';
import { VisuallyHidden } from '../../../shared/ui/primitives';
import type { Suggestion } from '../catalogApi';

export const SUGGESTIONS_ID = 'search-suggestions';
export const optionId = (index: number) => `${SUGGESTIONS_ID}-${index}`;

/** `text` with the first place it holds `typed` (any case) marked. */
function Marked({ text, typed }: { text: string; typed: string }) {
  const at = typed ? text.toLocaleLowerCase().indexOf(typed.toLocaleLowerCase()) : -1;
  if (at < 0) return <>{text}</>;
  return (
    <>
      {text.slice(0, at)}
      <mark>{text.slice(at, at + typed.length)}</mark>
      {text.slice(at + typed.length)}
    </>
  );
}

/** What an option reads: a product's name as sent, a category or type in the page's language. */
function optionText({ kind, text }: Suggestion, t: Translate): string {
  if (kind === 'category' && PRODUCT_CATEGORIES.includes(text as ProductCategory))
    return t(`catalog.categories.${text as ProductCategory}`);
  if (kind === 'type' && PRODUCT_TYPES.includes(text as ProductType)) return t(`catalog.types.${text as ProductType}`);
  return text;
}

interface Props {
  suggestions: readonly Suggestion[];
  typed: string;
  active: number;
  onChoose: (suggestion: Suggestion) => void;
}

export function Suggestions({ suggestions, typed, active, onChoose }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <List id={SUGGESTIONS_ID} role="listbox" aria-label={t('catalog.search.suggestions')}>
        {suggestions.map((suggestion, index) => (
          <Option
            key={`${suggestion.kind}:${suggestion.productId ?? suggestion.text}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            // The field keeps the focus (and the keyboard) while an option is tapped.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => onChoose(suggestion)}
          >
            <span>
              <Marked text={optionText(suggestion, t)} typed={typed} />
            </span>
            {suggestion.kind !== 'product' && <Kind>{t(`catalog.search.kinds.${suggestion.kind}`)}</Kind>}
          </Option>
        ))}
      </List>
      <VisuallyHidden role="status">{t('catalog.search.count', { count: suggestions.length })}</VisuallyHidden>
    </>
  );
}

const List = styled.ul`
  position: absolute;
  top: calc(100% + ${({ theme }) => theme.space(1)});
  left: 0;
  right: 0;
  z-index: 20;
  margin: 0;
  padding: ${({ theme }) => theme.space(1)} 0;
  list-style: none;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: 12px;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 6px 20px rgba(0, 0, 0, 0.12);
`;

const Option = styled.li`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(3)};
  min-height: 44px;
  padding: 0 ${({ theme }) => theme.space(4)};
  font-size: ${({ theme }) => theme.size.sm};
  color: ${({ theme }) => theme.colors.text};
  cursor: pointer;
  &[aria-selected='true'],
  &:hover {
    background: ${({ theme }) => theme.colors.surface};
  }
  & mark {
    background: none;
    color: inherit;
    font-weight: 700;
  }
`;

const Kind = styled.span`
  font-size: ${({ theme }) => theme.size.xs};
  color: ${({ theme }) => theme.colors.muted};
`;
