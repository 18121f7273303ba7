import { authApi, loggedIn } from '../../features/auth';
import { itemAdded, selectCartCount } from '../../features/cart';
import cartEdits from '../../test/qa-logs/cart-edits.json';
import { makePersistor, makeStore } from '../store';
import { parseActionLog, readActionLog } from './devtoolsLog';
import { createActionRecorder } from './recorder';
import { makeReplayStore, replayStates } from './replay';
import { REPLAY_REFUSAL, replayJumped } from './replayStore';

const stored = () => localStorage.getItem('persist:shop');

/** The shopper's own store, persisted as the app does it, once it has restored the session and saved a change. */
async function shopperSession() {
  const recorder = createActionRecorder({ storage: sessionStorage });
  const store = makeStore(undefined, { recorder, sideEffects: false });
  const persistor = makePersistor(store);
  await new Promise<void>((resolve) => {
    if (persistor.getState().bootstrapped) resolve();
    else persistor.subscribe(() => persistor.getState().bootstrapped && resolve());
  });
  store.dispatch(loggedIn({ token: 'the-real-token' }));
  store.dispatch(itemAdded({ productId: 'p1', size: 'M' }));
  await persistor.flush();
  return { recorder, store, persistor };
}

beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

describe('QA tools and the shopper session', () => {
  it('leave the stored session alone: downloading, importing and replaying a log write nothing to storage', async () => {
    const { recorder, store, persistor } = await shopperSession();
    const before = stored();
    expect(before).toContain('the-real-token');

    const log = parseActionLog(recorder.exportFile());
    const states = replayStates(log);
    const replay = makeReplayStore(states.at(-1) ?? states[0]!);
    for (const state of states) replay.dispatch(replayJumped(state));
    replay.dispatch(itemAdded({ productId: 'p2', size: 'L' }));
    // Whatever any of it asked redux-persist to write would be written now.
    await persistor.flush();

    expect(stored()).toBe(before);
    expect(store.getState().auth.token).toBe('the-real-token');
  });
});

describe('a replay store', () => {
  it("shows any state of a log with the app's own reducers, selectors and screens' store", () => {
    const states = replayStates(readActionLog(cartEdits));
    const replay = makeReplayStore(states.at(-1)!);
    expect(selectCartCount(replay.getState())).toBe(3);
    replay.dispatch(replayJumped(states[0]));
    expect(replay.getState()).toBe(states[0]);
    expect(selectCartCount(replay.getState())).toBe(0);
  });

  it('refuses to send the server anything that changes it (a login typed into a replayed screen)', async () => {
    const replay = makeReplayStore(replayStates({ actions: [] })[0]!);
    const result = await replay.dispatch(
      authApi.endpoints.loginUser.initiate({ body: { email: 'a@b.c', password: 'long enough' } }),
    );
    expect(result.error).toMatchObject({ message: REPLAY_REFUSAL });
  });
});
