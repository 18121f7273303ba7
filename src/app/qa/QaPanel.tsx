// The QA panel (QA mode only): the recording (download as a Redux DevTools log, also with Ctrl+Alt+L; clear) and the
// replay of an imported log (see ReplayControls). docs/qa.md shows it.
import { useCallback, useEffect, useSyncExternalStore, type ChangeEvent } from 'react';
import styled from 'styled-components';
import { Row } from './panelStyles';
import type { ActionRecorder } from './recorder';
import { ReplayControls } from './ReplayControls';
import type { Replay } from './useReplay';

export const DOWNLOAD_SHORTCUT = 'Ctrl+Alt+L';

function download(recorder: ActionRecorder): void {
  const url = URL.createObjectURL(new Blob([recorder.exportFile()], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = `kapda-actions-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;
  link.click();
  URL.revokeObjectURL(url);
}

export function QaPanel({ recorder, replay }: { recorder: ActionRecorder; replay: Replay }) {
  const count = useSyncExternalStore(recorder.subscribe, recorder.count);
  const save = useCallback(() => download(recorder), [recorder]);
  const { open } = replay;

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

  const importFile = (event: ChangeEvent<HTMLInputElement>) => {
    const [file] = event.currentTarget.files ?? [];
    // Choosing the same file again must import it again.
    event.currentTarget.value = '';
    if (file) void open(file);
  };

  return (
    <Panel aria-label="QA tools">
      <details open>
        <summary>QA mode</summary>
        <Row>
          <span>{`${count} ${count === 1 ? 'action' : 'actions'} recorded`}</span>
          <button
            type="button"
            onClick={save}
            aria-keyshortcuts="Control+Alt+L"
            title={`Download the recording (${DOWNLOAD_SHORTCUT})`}
          >
            Download action log
          </button>
          <button type="button" onClick={recorder.clear} disabled={count === 0}>
            Clear recording
          </button>
          <FileButton>
            Replay a log…
            <input type="file" accept=".json,application/json" onChange={importFile} />
          </FileButton>
        </Row>
        {replay.error && <Problem role="alert">{replay.error}</Problem>}
        {replay.session && <ReplayControls replay={replay} session={replay.session} />}
      </details>
    </Panel>
  );
}

const Panel = styled.aside`
  position: fixed;
  left: 0.5rem;
  bottom: 0.5rem;
  z-index: 40;
  max-width: calc(100vw - 1rem);
  padding: 0.25rem 0.5rem;
  border: 1px solid #92400e;
  background: #fffbeb;
  color: #78350f;
  font-size: 0.75rem;
  & summary {
    cursor: pointer;
    font-weight: 600;
    min-height: 24px;
    line-height: 24px;
  }
  & button,
  & label {
    min-height: 32px;
    padding: 0 0.5rem;
    border: 1px solid #92400e;
    background: #fff;
    color: inherit;
    cursor: pointer;
    font: inherit;
  }
  & button:disabled {
    cursor: default;
    opacity: 0.6;
  }
`;

const FileButton = styled.label`
  display: inline-flex;
  align-items: center;
  &:focus-within {
    outline: 2px solid #92400e;
    outline-offset: 2px;
  }
  & input {
    position: absolute;
    width: 1px;
    height: 1px;
    opacity: 0;
  }
`;

const Problem = styled.p`
  margin: 0.25rem 0;
  max-width: 40rem;
  color: #991b1b;
`;
