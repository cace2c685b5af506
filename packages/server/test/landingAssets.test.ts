import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { renderSignInPage } from '../src/auth/signInPage.js';
import { landingAssets } from '../src/http/landingAssets.js';

async function webDirWith(manifest: unknown) {
  const webDir = await mkdtemp(join(tmpdir(), 'touchline-landing-'));
  await mkdir(join(webDir, '.vite'));
  await writeFile(join(webDir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return webDir;
}

describe('the files the app lands on', () => {
  it('are the landing chunks, what they import (once each) and their CSS', async () => {
    const webDir = await webDirWith({
      'index.html': {
        file: 'assets/index-1.js',
        imports: ['_shared-1.js'],
        css: ['assets/index-1.css'],
      },
      '_shared-1.js': { file: 'assets/shared-1.js', imports: ['index.html'] },
      'src/app/ClubLayout.tsx': { file: 'assets/ClubLayout-1.js', imports: ['_shared-1.js'] },
      'src/app/routes/DashboardRoute.tsx': {
        file: 'assets/DashboardRoute-1.js',
        imports: ['_charts-1.js'],
      },
      '_charts-1.js': { file: 'assets/charts-1.js' },
      'src/app/routes/SessionsRoute.tsx': { file: 'assets/SessionsRoute-1.js' },
    });
    expect(landingAssets(webDir)).toEqual([
      '/assets/index-1.js',
      '/assets/index-1.css',
      '/assets/shared-1.js',
      '/assets/ClubLayout-1.js',
      '/assets/DashboardRoute-1.js',
      '/assets/charts-1.js',
    ]);
  });

  it('are none without a build or with an unreadable manifest', async () => {
    expect(landingAssets('/nonexistent/touchline-web')).toEqual([]);
    const webDir = await mkdtemp(join(tmpdir(), 'touchline-landing-'));
    await mkdir(join(webDir, '.vite'));
    await writeFile(join(webDir, '.vite', 'manifest.json'), '{ not json');
    expect(landingAssets(webDir)).toEqual([]);
  });

  it('are prefetched by the sign-in page', () => {
    const html = renderSignInPage({
      action: '/api/auth/identities/sign_in',
      csrfToken: 'token',
      prefetch: ['/assets/index-1.js', '/assets/a"b.js'],
    });
    expect(html).toContain('<link rel="prefetch" href="/assets/index-1.js">');
    expect(html).toContain('<link rel="prefetch" href="/assets/a&quot;b.js">');
  });
});
