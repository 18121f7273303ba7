// How much of a session QA mode keeps: the recorder's last actions, and Redux DevTools' history to match.
export const RECORDER_LIMIT = 500;
/** The recording's size in sessionStorage (characters of its DevTools export); browsers allow about 5 million per site. */
export const RECORDING_MAX_CHARS = 1_500_000;
