// Reading single settings from the environment, each refused with a message that says what to fix.

export type Env = Record<string, string | undefined>;

/** One or more settings that stop the start; the message names every one, so one try shows all there is to fix. */
export class ConfigError extends Error {
  readonly problems: string[];
  constructor(problems: string | string[]) {
    const list = typeof problems === 'string' ? [problems] : problems;
    super(
      list.length === 1
        ? (list[0] ?? '')
        : `${list.length} settings must change:\n${list.map((problem) => `  - ${problem}`).join('\n')}`,
    );
    this.problems = list;
  }
}

/**
 * Reads settings one at a time: a refused one is noted and its fallback used, so reading goes on to the next and
 * `check` names every mistake at once instead of one per restart.
 */
export class SettingsReader {
  readonly problems: string[] = [];

  read<T>(read: () => T, fallback: T): T {
    try {
      return read();
    } catch (error) {
      if (!(error instanceof ConfigError)) throw error;
      this.problems.push(...error.problems);
      return fallback;
    }
  }

  integer(env: Env, name: string, fallback: number, min: number, max: number): number {
    return this.read(() => integer(env, name, fallback, min, max), fallback);
  }

  refuse(problem: string): void {
    this.problems.push(problem);
  }

  check(): void {
    if (this.problems.length > 0) throw new ConfigError(this.problems);
  }
}

export function integer(env: Env, name: string, fallback: number, min: number, max: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!/^\d+$/.test(raw.trim()) || value < min || value > max) {
    throw new ConfigError(`${name} must be a whole number from ${min} to ${max}; it is "${raw}".`);
  }
  return value;
}

export function origin(name: string, raw: string): string {
  try {
    const url = new URL(raw);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error('not http');
    return url.origin;
  } catch {
    throw new ConfigError(`${name} must be an http(s) URL such as https://shop.example.com; it is "${raw}".`);
  }
}
