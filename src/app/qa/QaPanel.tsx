// The QA panel (QA mode only): downloads the recorded actions as a Redux DevTools log, also with Ctrl+Alt+L.
import { useCallback, useEffect, useState } from 'react';
import styled from 'styled-components';
import type { ActionRecorder } from './recorder';
import { buildDevToolsLog } from './replay';

export const DOWNLOAD_SHORTCUT = 'Ctrl+Alt+L';

function download(recorder: ActionRecorder): void {
  const log = buildDevToolsLog(recorder.entries());
  const url = URL.createObjectURL(new Blob([JSON.stringify(log)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `kapda-actions-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

export function QaPanel({ recorder }: { recorder: ActionRecorder }) {
  const [count, setCount] = useState(0);
  const save = useCallback(() => download(recorder), [recorder]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.altKey && event.key.toLowerCase() === 'l') {
        event.preventDefault();
        save();
      }
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [save]);

  return (
    <Panel aria-label="QA tools" onFocus={() => setCount(recorder.entries().length)} onMouseEnter={() => setCount(recorder.entries().length)}>
      <span>QA mode</span>
      <button type="button" onClick={save} aria-keyshortcuts="Control+Alt+L" title={`Download the action log (${DOWNLOAD_SHORTCUT})`}>
        Download action log{count > 0 ? ` (${count})` : ''}
      </button>
    </Panel>
  );
}

const Panel = styled.aside`
  position: fixed;
  left: 0.5rem;
  bottom: 0.5rem;
  z-index: 40;
  display: flex;
  align-items: center;
  gap: 0.5rem;
  padding: 0.25rem 0.5rem;
  border: 1px solid #92400e;
  background: #fffbeb;
  color: #78350f;
  font-size: 0.75rem;
  & button { min-height: 32px; border: 1px solid #92400e; background: #fff; color: inherit; cursor: pointer; }
`;
