// Fails a test that writes to console.error or console.warn (act() warnings, failed prop types, React
// errors) instead of letting the message scroll by.
export function failOnConsoleProblems(): void {
  let problems: unknown[][] = [];
  const original = { error: console.error, warn: console.warn };

  beforeEach(() => {
    problems = [];
    console.error = (...args: unknown[]) => problems.push(args);
    console.warn = (...args: unknown[]) => problems.push(args);
  });

  afterEach(() => {
    console.error = original.error;
    console.warn = original.warn;
    expect(problems).toEqual([]);
  });
}
