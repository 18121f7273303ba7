// On a phone the filters open as a sheet over the products instead of pushing them down: a modal dialog with its
// title, a close button and "Show N products" (N the count of the view the chosen filters make), which Escape, the
// backdrop or either button closes. From the small breakpoint up the filters stand beside the grid and none of this
// shows. Without JavaScript the sheet never opens: the form stands in the page as its own (FilterPanel).
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { formatCount } from '../../../shared/format/count';
import { useLanguage, useTranslation } from '../../../shared/i18n';
import { CloseIcon } from '../../../shared/ui/icons';
import { modalKeys } from '../../../shared/ui/modalKeys';
import { Button, IconButton } from '../../../shared/ui/primitives';
import { media, theme } from '../../../shared/ui/theme';

interface Props {
  open: boolean;
  /** How many products the view shows; undefined while it is being counted. */
  total: number | undefined;
  onClose: () => void;
  /** The filter form. */
  children: ReactNode;
}

/** Whether the window is wide enough for the filters to stand beside the grid (jsdom matches no media query). */
const wide = () =>
  typeof window !== 'undefined' && window.matchMedia?.(`(min-width: ${theme.breakpoints.sm})`).matches === true;

export function FilterSheet({ open, total, onClose, children }: Props) {
  const { t } = useTranslation();
  const language = useLanguage();
  const titleId = useId();
  const sheet = useRef<HTMLDivElement>(null);
  const title = useRef<HTMLHeadingElement>(null);
  const modal = open && !wide();

  useEffect(() => {
    if (!modal) return undefined;
    title.current?.focus();
    // The page under the sheet stays where it is while the shopper scrolls the filters.
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
    };
  }, [modal]);

  /** Escape closes; Tab and Shift+Tab go round the sheet's controls, never behind it. */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (modal) modalKeys(event, sheet.current, title.current, onClose);
  };

  return (
    <>
      {modal && <Backdrop aria-hidden="true" onClick={onClose} />}
      <Sheet
        ref={sheet}
        $modal={modal}
        role={modal ? 'dialog' : undefined}
        aria-modal={modal || undefined}
        aria-labelledby={modal ? titleId : undefined}
        onKeyDown={onKeyDown}
      >
        {modal && (
          <SheetTop>
            <h2 id={titleId} ref={title} tabIndex={-1}>
              {t('catalog.filters.sheet')}
            </h2>
            <IconButton type="button" aria-label={t('catalog.filters.close')} onClick={onClose}>
              <CloseIcon size={18} />
            </IconButton>
          </SheetTop>
        )}
        {children}
        {modal && (
          <SheetFoot>
            <Button type="button" aria-busy={total === undefined || undefined} onClick={onClose}>
              {total === undefined
                ? t('catalog.filters.showCounting')
                : t('catalog.filters.showCount', { count: total, shown: formatCount(total, language) })}
            </Button>
          </SheetFoot>
        )}
      </Sheet>
    </>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 24;
  background: rgb(0 0 0 / 45%);
  ${media.sm} {
    display: none;
  }
`;

const Sheet = styled.div<{ $modal: boolean }>`
  ${({ $modal, theme: { colors, space } }) =>
    $modal &&
    `
    position: fixed;
    inset: auto 0 0 0;
    z-index: 25;
    display: flex;
    flex-direction: column;
    max-height: 85vh;
    max-height: 85dvh;
    border-radius: 12px 12px 0 0;
    background: ${colors.background};
    box-shadow: 0 -8px 24px rgb(0 0 0 / 18%);
    & > form {
      flex: 1;
      min-height: 0;
      overflow-y: auto;
      padding: ${space(4)};
    }
  `}
  ${media.sm} {
    position: static;
    display: block;
    max-height: none;
    box-shadow: none;
    & > form {
      overflow: visible;
      padding: 0;
    }
  }
`;

const SheetTop = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.lg};
    font-weight: 500;
  }
  ${media.sm} {
    display: none;
  }
`;

const SheetFoot = styled.div`
  padding: ${({ theme }) => theme.space(3)} ${({ theme }) => theme.space(4)};
  border-top: 1px solid ${({ theme }) => theme.colors.border};
  & button {
    width: 100%;
  }
  ${media.sm} {
    display: none;
  }
`;
