// Where the Prometheus metrics are served and who may read them.
import { ConfigError, type Env } from './values';

export interface MetricsConfig {
  /** The path the metrics are served at (METRICS_PATH, /metrics unless set); outside /api so no API rule applies. */
  metricsPath: string;
  /**
   * The bearer token a reader must send (METRICS_TOKEN). Unset: in production the metrics are off (the path is not
   * found); in development they answer only requests from the machine itself (127.0.0.1 or ::1).
   */
  metricsToken: string | undefined;
}

/** Long enough that guessing it is out of reach, as for the token secret. */
export const MIN_METRICS_TOKEN_LENGTH = 24;

export function loadMetricsConfig(env: Env): MetricsConfig {
  const metricsPath = env.METRICS_PATH || '/metrics';
  if (!/^\/[A-Za-z0-9._~/-]*$/.test(metricsPath) || metricsPath.startsWith('/api/') || metricsPath === '/') {
    throw new ConfigError(
      `METRICS_PATH must be a path such as /metrics (letters, digits, . _ ~ - /), not / nor under /api/; it is "${metricsPath}".`,
    );
  }
  const metricsToken = env.METRICS_TOKEN || undefined;
  if (metricsToken !== undefined && metricsToken.length < MIN_METRICS_TOKEN_LENGTH) {
    throw new ConfigError(`METRICS_TOKEN must be at least ${MIN_METRICS_TOKEN_LENGTH} characters long.`);
  }
  return { metricsPath, metricsToken };
}
