/** Runtime configuration the server injects into index.html (see `<!--touchline-config-->`). */
export interface TouchlineConfig {
  supportPhone: string;
  supportEmail: string;
  appStoreUrl: string;
  playStoreUrl: string;
  /** Where page views are sent; analytics are off when null. */
  analyticsUrl: string | null;
}

export const DEFAULT_CONFIG: TouchlineConfig = {
  supportPhone: '+44 20 0000 0000',
  supportEmail: 'support@touchline.example',
  appStoreUrl: 'https://apps.apple.com/',
  playStoreUrl: 'https://play.google.com/store',
  analyticsUrl: null,
};

function stringOr(value: unknown, fallback: string): string {
  return typeof value === 'string' && value.trim() !== '' ? value : fallback;
}

/** Reads the injected JSON, falling back field by field (e.g. under `vite dev`). */
export function readConfig(doc: Document = document): TouchlineConfig {
  const element = doc.getElementById('touchline-config');
  let raw: Record<string, unknown> = {};
  try {
    const parsed: unknown = element?.textContent ? JSON.parse(element.textContent) : {};
    if (parsed && typeof parsed === 'object') raw = parsed as Record<string, unknown>;
  } catch {
    // A malformed block must not stop the app; the defaults apply.
  }
  return {
    supportPhone: stringOr(raw.supportPhone, DEFAULT_CONFIG.supportPhone),
    supportEmail: stringOr(raw.supportEmail, DEFAULT_CONFIG.supportEmail),
    appStoreUrl: stringOr(raw.appStoreUrl, DEFAULT_CONFIG.appStoreUrl),
    playStoreUrl: stringOr(raw.playStoreUrl, DEFAULT_CONFIG.playStoreUrl),
    analyticsUrl:
      typeof raw.analyticsUrl === 'string' && raw.analyticsUrl ? raw.analyticsUrl : null,
  };
}

let cached: TouchlineConfig | undefined;

/** The configuration, read once at start-up. */
export function getConfig(): TouchlineConfig {
  cached ??= readConfig();
  return cached;
}
