// A button that fetches a file through the API (an invoice's PDF) and offers it to be saved under the name given.
// While it fetches it says so and keeps the focus (aria-disabled: a disabled button would drop it); a refusal is read
// out as an alert, in the server's words.
import { useEffect, useRef, useState, type MutableRefObject } from 'react';
import styled from 'styled-components';
import { errorMessage } from '../api/errors';
import { offerFile } from '../browser/saveFile';
import { useLanguage } from '../i18n';
import { Button, VisuallyHidden } from './primitives';

export interface DownloadButtonProps {
  /** Fetches the file: an object URL of it (the API's fileOrFailure), or a rejection carrying the server's refusal. */
  load: () => Promise<string>;
  fileName: string;
  label: string;
  /** What the button says while it fetches. */
  busyLabel: string;
  /** The button's name for screen readers, when its label alone does not say which of several files it saves. */
  ariaLabel?: string;
}

/** A tax document's file name: its number with the slashes a file name cannot hold made dashes (KAP-26-27-000001.pdf). */
export const pdfNamed = (number: string): string => `${number.replaceAll('/', '-')}.pdf`;

const forget = (offered: MutableRefObject<string | null>) => {
  if (offered.current) URL.revokeObjectURL(offered.current);
  offered.current = null;
};

export function DownloadButton({ load, fileName, label, busyLabel, ariaLabel }: DownloadButtonProps) {
  const language = useLanguage();
  const [working, setWorking] = useState(false);
  const [refused, setRefused] = useState('');
  // The file offered last is kept until the next one is, or the button goes: the browser may still be saving it.
  const offered = useRef<string | null>(null);
  useEffect(() => () => forget(offered), []);

  const download = async () => {
    if (working) return;
    setWorking(true);
    setRefused('');
    try {
      const url = await load();
      forget(offered);
      offered.current = url;
      offerFile(url, fileName);
    } catch (failure) {
      setRefused(errorMessage(failure, language));
    } finally {
      setWorking(false);
    }
  };

  return (
    <Box>
      <Working
        type="button"
        $variant="outline"
        aria-disabled={working || undefined}
        aria-label={working ? undefined : ariaLabel}
        onClick={() => void download()}
      >
        {working ? busyLabel : label}
      </Working>
      <VisuallyHidden role="status">{working ? busyLabel : ''}</VisuallyHidden>
      {refused && <Refusal role="alert">{refused}</Refusal>}
    </Box>
  );
}

const Box = styled.div`
  display: grid;
  justify-items: start;
  gap: ${({ theme }) => theme.space(2)};
`;

const Working = styled(Button)`
  max-width: 100%;
  padding-inline: ${({ theme }) => theme.space(4)};
  &[aria-disabled='true'] {
    opacity: 0.55;
    cursor: progress;
  }
`;

/** Doubled, so a part's own paragraph rules (muted, spaced) do not tone the refusal down. */
const Refusal = styled.p`
  && {
    margin: 0;
    padding: ${({ theme }) => theme.space(2)} ${({ theme }) => theme.space(3)};
    border-left: 3px solid ${({ theme }) => theme.colors.danger};
    background: ${({ theme }) => theme.colors.surface};
    color: ${({ theme }) => theme.colors.text};
    font-size: ${({ theme }) => theme.size.sm};
  }
`;
