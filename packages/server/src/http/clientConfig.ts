import type { Config } from '../config.js';

export const CONFIG_PLACEHOLDER = '<!--touchline-config-->';

/** What the web app needs at runtime, from the server's configuration. */
export function clientConfigOf(config: Config) {
  return {
    supportPhone: config.supportPhone,
    supportEmail: config.supportEmail,
    appStoreUrl: config.appStoreUrl,
    playStoreUrl: config.playStoreUrl,
    analyticsUrl: config.analyticsUrl,
  };
}

/** JSON that cannot end the script element or break out of it, whatever the strings hold. */
export function jsonForHtml(value: unknown): string {
  return JSON.stringify(value).replace(
    /[<>&\u2028\u2029]/g,
    (char) => `\\u${char.charCodeAt(0).toString(16).padStart(4, '0')}`,
  );
}

/** index.html with the runtime configuration in place of the placeholder. */
export function injectClientConfig(indexHtml: string, config: Config): string {
  const script = `<script id="touchline-config" type="application/json">${jsonForHtml(clientConfigOf(config))}</script>`;
  return indexHtml.replace(CONFIG_PLACEHOLDER, () => script);
}
