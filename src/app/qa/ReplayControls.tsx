// Moving through an imported log: a slider over every step (Home and End jump to the start and the end), Previous and
// Next one step at a time, and leaving the replay. The app's own screens show the step's state meanwhile.
import styled from 'styled-components';
import { Row } from './panelStyles';
import type { Replay, ReplaySession } from './useReplay';

export function ReplayControls({ replay, session }: { replay: Replay; session: ReplaySession }) {
  const { index, steps } = session;
  const last = steps.length - 1;
  const where = index === 0 ? 'the start, before the first action' : `${steps[index] ?? ''}`;
  const position = `Step ${index} of ${last}: ${where}`;

  return (
    <Controls aria-label={`Replaying ${session.name}`}>
      <p>
        Replaying <strong>{session.name}</strong>: the screens show its state, not yours.
      </p>
      <output aria-live="polite">{position}</output>
      <Row>
        <button type="button" onClick={() => replay.jump(index - 1)} disabled={index === 0}>
          Previous
        </button>
        <Slider
          type="range"
          min={0}
          max={last}
          value={index}
          aria-label="Step"
          aria-valuetext={position}
          onChange={(event) => replay.jump(Number(event.currentTarget.value))}
        />
        <button type="button" onClick={() => replay.jump(index + 1)} disabled={index === last}>
          Next
        </button>
        <button type="button" onClick={replay.leave}>
          Leave replay
        </button>
      </Row>
    </Controls>
  );
}

const Controls = styled.section`
  border-top: 1px solid #92400e;
  padding-top: 0.25rem;
  & p {
    margin: 0;
  }
  & output {
    display: block;
    overflow-wrap: anywhere;
    font-family: ui-monospace, monospace;
  }
`;

const Slider = styled.input`
  flex: 1;
  min-width: 8rem;
  accent-color: #92400e;
`;
