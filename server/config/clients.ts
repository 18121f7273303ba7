// What storefronts other than ours need from the API's answers: absolute picture URLs (a client on another origin puts
// them straight into <img src>) and, for clients written against the original server, failures answered with 200.
import { ConfigError, type Env, type SettingsReader } from './values';

/** `4xx`: failures carry their status (the default). `200`: answered 200 `{ success: false, message }`, as the original server did. */
export type FailureStatus = '4xx' | '200';

export interface ClientConfig {
  /** Where pictures are served, without a trailing slash: a stored `/images/x.webp` is answered as `<imageBaseUrl>/x.webp`. */
  imageBaseUrl: string;
  failureStatus: FailureStatus;
  /** Pages rendered on the server (the default), or the storefront's empty page that the browser fills (`off`). */
  serverRendering: boolean;
  /** `?qa=on` may switch QA mode on in the production storefront (docs/qa.md); off unless the operator says so. */
  qaLinks: boolean;
}

function imageBaseUrl(raw: string | undefined, publicUrl: string): string {
  if (raw === undefined || raw === '') return `${publicUrl}/images`;
  const url = URL.canParse(raw) ? new URL(raw) : null;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.search !== '' || url.hash !== '') {
    throw new ConfigError(
      `IMAGE_BASE_URL must be an http(s) URL without a query, such as https://cdn.example.com/images; it is "${raw}".`,
    );
  }
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function failureStatus(raw: string | undefined): FailureStatus {
  if (raw === undefined || raw === '' || raw === '4xx') return '4xx';
  if (raw === '200') return '200';
  throw new ConfigError(
    `FAILURE_STATUS must be 200 (failures answered as the original server did) or 4xx (the default); it is "${raw}".`,
  );
}

function serverRendering(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'on') return true;
  if (raw === 'off') return false;
  throw new ConfigError(
    `SERVER_RENDERING must be on (pages rendered on the server, the default) or off (the browser renders them); it is "${raw}".`,
  );
}

function qaLinks(raw: string | undefined): boolean {
  if (raw === undefined || raw === '' || raw === 'off') return false;
  if (raw === 'on') return true;
  throw new ConfigError(
    `QA_LINKS must be on (a link with ?qa=on switches QA mode on) or off (the default); it is "${raw}".`,
  );
}

export function loadClientConfig(env: Env, publicUrl: string, settings: SettingsReader): ClientConfig {
  return {
    imageBaseUrl: settings.read(() => imageBaseUrl(env.IMAGE_BASE_URL, publicUrl), `${publicUrl}/images`),
    failureStatus: settings.read(() => failureStatus(env.FAILURE_STATUS), '4xx'),
    serverRendering: settings.read(() => serverRendering(env.SERVER_RENDERING), true),
    qaLinks: settings.read(() => qaLinks(env.QA_LINKS), false),
  };
}
