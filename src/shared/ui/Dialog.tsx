// A modal dialog (an order's cancel, return or exchange; a product's size chart): its title takes the focus when it opens, Tab goes
// round its controls only, Escape, the backdrop or the close button close it, and the focus goes back to the button
// that opened it. On a phone it rises from the bottom; on a wide screen it stands in the middle.
import { useEffect, useId, useRef, type KeyboardEvent, type ReactNode } from 'react';
import styled from 'styled-components';
import { CloseIcon } from './icons';
import { modalKeys } from './modalKeys';
import { IconButton } from './primitives';
import { media } from './theme';

interface Props {
  title: string;
  /** The close button's name. */
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}

export function Dialog({ title, closeLabel, onClose, children }: Props) {
  const titleId = useId();
  const box = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    heading.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => modalKeys(event, box.current, heading.current, onClose);

  return (
    <>
      <Backdrop aria-hidden="true" onClick={onClose} />
      <Box ref={box} role="dialog" aria-modal="true" aria-labelledby={titleId} onKeyDown={onKeyDown}>
        <Top>
          <h2 id={titleId} ref={heading} tabIndex={-1}>
            {title}
          </h2>
          <IconButton type="button" aria-label={closeLabel} onClick={onClose}>
            <CloseIcon size={18} />
          </IconButton>
        </Top>
        <Body>{children}</Body>
      </Box>
    </>
  );
}

const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 40;
  background: rgb(0 0 0 / 45%);
`;

const Box = styled.div`
  position: fixed;
  inset: auto 0 0 0;
  z-index: 41;
  display: flex;
  flex-direction: column;
  max-height: 90vh;
  max-height: 90dvh;
  border-radius: 12px 12px 0 0;
  background: ${({ theme }) => theme.colors.background};
  box-shadow: 0 -8px 24px rgb(0 0 0 / 18%);
  ${media.sm} {
    inset: 50% auto auto 50%;
    width: min(36rem, calc(100vw - 2rem));
    max-height: 85vh;
    border-radius: 8px;
    transform: translate(-50%, -50%);
  }
`;

const Top = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space(2)};
  padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(2)}
    ${({ theme }) => theme.space(4)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.size.lg};
    font-weight: 500;
  }
`;

const Body = styled.div`
  flex: 1;
  min-height: 0;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space(4)};
`;
