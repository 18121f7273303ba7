// Forms whose fields the app sends to the API (signing in, an address): the server draws them, so they exist before
// the app and without scripts, and must never send themselves. `method="dialog"` outside a dialog is a form that
// checks its fields and fires its submit event (the app's, or the tap held until the app comes) but goes nowhere:
// a password or an address never ends up in an address bar, a browser's history or a server's log.
import styled from 'styled-components';
import { useTranslation } from '../i18n';

/** Spread on a form the app sends. */
export const SENT_BY_APP = { method: 'dialog' } as const;

/**
 * Said only where scripts are off: the form will not be sent, or (`shows`, in the place of what is the shopper's)
 * what is theirs is not shown: it is kept by their browser and shown by the app.
 */
export function NeedsScriptNote({ shows = false }: { shows?: boolean }) {
  const { t } = useTranslation();
  return (
    <noscript>
      <Note>{t(shows ? 'layout.needsScriptToShow' : 'layout.needsScript')}</Note>
    </noscript>
  );
}

const Note = styled.p`
  width: 100%;
  margin: 0;
  padding: ${({ theme }) => theme.space(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  font-size: ${({ theme }) => theme.size.sm};
`;
