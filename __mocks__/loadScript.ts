// The unit project's stand-in for src/shared/browser/loadScript.ts: jsdom never runs a third-party script,
// so loading one succeeds at once and a test says what else it does (mockImplementationOnce).
export const loadScript = jest.fn<Promise<void>, [src: string]>(() => Promise.resolve());
