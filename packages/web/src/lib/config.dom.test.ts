import { describe, expect, it } from 'vitest';
import { DEFAULT_CONFIG, readConfig } from './config';

function documentWith(html: string): Document {
  return new DOMParser().parseFromString(`<html><head>${html}</head></html>`, 'text/html');
}

describe('readConfig', () => {
  it('reads the configuration the server injected', () => {
    const config = readConfig(
      documentWith(
        '<script id="touchline-config" type="application/json">{"supportPhone":"+44 1","supportEmail":"help@club.test","appStoreUrl":"https://a.test","playStoreUrl":"https://p.test","analyticsUrl":"/collect"}</script>',
      ),
    );
    expect(config).toEqual({
      supportPhone: '+44 1',
      supportEmail: 'help@club.test',
      appStoreUrl: 'https://a.test',
      playStoreUrl: 'https://p.test',
      analyticsUrl: '/collect',
    });
  });

  it('falls back to defaults without the block (vite dev) or with a broken one', () => {
    expect(readConfig(documentWith('<!--touchline-config-->'))).toEqual(DEFAULT_CONFIG);
    expect(
      readConfig(
        documentWith('<script id="touchline-config" type="application/json">{oops</script>'),
      ),
    ).toEqual(DEFAULT_CONFIG);
  });
});
