// Where the Prometheus metrics are served and who may read them.
import { ConfigError, type Env, type SettingsReader } from './values';

export interface MetricsConfig {
  /** The path the metrics are served at (METRICS_PATH, /metrics unless set); outside /api so no API rule applies. */
  metricsPath: string;
  /**
   * The bearer token a reader must send (METRICS_TOKEN). Unset: in production the metrics are off (the path is not
   * found); in development they answer only requests from the machine itself (127.0.0.1 or ::1).
   */
  metricsToken: string | undefined;
  /**
   * The share of visits whose browser reports its Web Vitals and dead taps (FIELD_METRICS_SAMPLE_RATE, 0 to 1, 0.1
   * unless set); 0 takes none. They are kept only where the metrics are served.
   */
  fieldMetricsSampleRate: number;
}

/** One visit in ten: enough for a shop's p75 per page type within days, little traffic. */
export const FIELD_METRICS_SAMPLE_RATE_DEFAULT = 0.1;

/** Long enough that guessing it is out of reach, as for the token secret. */
export const MIN_METRICS_TOKEN_LENGTH = 24;

function metricsPath(raw: string | undefined): string {
  const path = raw || '/metrics';
  if (!/^\/[A-Za-z0-9._~/-]*$/.test(path) || path.startsWith('/api/') || path === '/') {
    throw new ConfigError(
      `METRICS_PATH must be a path such as /metrics (letters, digits, . _ ~ - /), not / nor under /api/; it is "${path}".`,
    );
  }
  return path;
}

function metricsToken(raw: string | undefined): string | undefined {
  const token = raw || undefined;
  if (token !== undefined && token.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long.`);
  }
  return token;
}

function sampleRate(raw: string | undefined): number {
  if (raw === undefined || raw === '') return FIELD_METRICS_SAMPLE_RATE_DEFAULT;
  const rate = Number(raw);
  if (!/^\s*(0|1|0?\.\d+|1\.0*)\s*$/.test(raw) || rate < 0 || rate > 1) {
    throw new ConfigError(
      `FIELD_METRICS_SAMPLE_RATE must be a number from 0 (no visit reports) to 1 (every visit), such as 0.1; it is "${raw}".`,
    );
  }
  return rate;
}

export function loadMetricsConfig(env: Env, settings: SettingsReader): MetricsConfig {
  return {
    metricsPath: settings.read(() => metricsPath(env.METRICS_PATH), '/metrics'),
    metricsToken: settings.read(() => metricsToken(env.METRICS_TOKEN), undefined),
    fieldMetricsSampleRate: settings.read(
      () => sampleRate(env.FIELD_METRICS_SAMPLE_RATE),
      FIELD_METRICS_SAMPLE_RATE_DEFAULT,
    ),
  };
}
