import { SPORTS } from '@touchline/domain';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { athleteMetricSets } from '../src/db/tables.js';
import { heatmapUrl } from '../src/modules/heatmaps/heatmapUrl.js';
import { pitchBackgroundSvg } from '../src/modules/heatmaps/pitchBackgroundSvg.js';
import { pitchBackgroundUrl } from '../src/modules/heatmaps/pitchBackgroundUrl.js';
import { RenderedPngCache } from '../src/modules/heatmaps/RenderedPngCache.js';
import { renderHeatmapPng } from '../src/modules/heatmaps/renderHeatmapPng.js';
import { decode, peakedGrid, seedPeriodHeatmap } from './support/heatmapFixtures.js';
import { clubIdNamed, createRivalClub } from './support/rivalClub.js';
import { signIn, startTestApp, type Session, type TestApp } from './support/testApp.js';

describe('renderHeatmapPng', () => {
  const grid = peakedGrid(105, 68, 30, 20);
  const image = decode(renderHeatmapPng(grid, { pixelsPerCell: 4 }));
  const centreOf = (x: number, y: number) => image.pixel(x * 4 + 2, y * 4 + 2);

  it('covers the pitch: x along the length left to right, the pitch aspect ratio', () => {
    expect([image.width, image.height]).toEqual([105 * 4, 68 * 4]);
  });

  it('leaves cells without time fully transparent', () => {
    expect(centreOf(0, 0)[3]).toBe(0);
    expect(centreOf(104, 67)[3]).toBe(0);
    // Seven cells from the peak is outside the seeded disc: no time there.
    expect(centreOf(30 + 7, 20)[3]).toBe(0);
    expect(centreOf(20, 30)[3]).toBe(0);
  });

  it('puts the most intense, most opaque colour where the time is', () => {
    const peak = centreOf(30, 20);
    const brightness = ([r, g, b]: number[]) => r! + g! + b!;
    for (let d = 1; d <= 6; d++) {
      expect(brightness(centreOf(30 + d, 20))).toBeLessThan(brightness(peak));
    }
    // The scale's top is a pale yellow.
    expect(peak[0]).toBeGreaterThan(240);
    expect(peak[1]).toBeGreaterThan(240);
  });

  it('raises opacity with intensity', () => {
    const alphas = [6, 5, 4, 3, 2, 1, 0].map((d) => centreOf(30 + d, 20)[3]);
    for (let i = 1; i < alphas.length; i++) expect(alphas[i]).toBeGreaterThan(alphas[i - 1]!);
    expect(alphas[0]).toBeGreaterThan(0);
  });

  it('renders an empty grid fully transparent', () => {
    const empty = decode(renderHeatmapPng({ ...grid, seconds: new Float32Array(105 * 68) }));
    expect(empty.pixel(420, 272)[3]).toBe(0);
  });
});

describe('pitchBackgroundSvg', () => {
  it.each(SPORTS)('draws %s as SVG with a viewBox in metres', (sport) => {
    const svg = pitchBackgroundSvg(sport);
    expect(svg).toMatch(/^<svg xmlns="http:\/\/www.w3.org\/2000\/svg" /);
    expect(svg.endsWith('</svg>')).toBe(true);
    const [, viewBox] = /viewBox="([^"]+)"/.exec(svg) ?? [];
    const [x, y, length, width] = viewBox!.split(' ').map(Number);
    expect([x, y]).toEqual([0, 0]);
    expect(length).toBeGreaterThan(20);
    expect(width).toBeGreaterThan(8);
    expect(svg).not.toMatch(/NaN|undefined|<script/);
  });

  it('draws a football pitch 105 m x 68 m', () => {
    expect(pitchBackgroundSvg('association_football')).toContain('viewBox="0 0 105 68"');
  });
});

describe('RenderedPngCache', () => {
  it('drops the least recently used entries beyond its size', () => {
    const cache = new RenderedPngCache(10);
    cache.set('a', Buffer.alloc(4));
    cache.set('b', Buffer.alloc(4));
    cache.get('a');
    cache.set('c', Buffer.alloc(4));
    expect([cache.get('a')?.length, cache.get('b'), cache.get('c')?.length]).toEqual([
      4,
      undefined,
      4,
    ]);
    expect(cache.totalBytes).toBe(8);
  });
});

describe('heat-map routes', () => {
  let testApp: TestApp;
  let coach: Session;
  let pending: Session;
  let heatmapId: string;
  let rivalHeatmapId: string;

  beforeAll(async () => {
    testApp = await startTestApp();
    const { db } = testApp.testDatabase.database;
    const footballId = await clubIdNamed(db, 'Touchline FC');
    const rival = await createRivalClub(db);
    heatmapId = (await seedPeriodHeatmap(db, footballId, peakedGrid(105, 68, 52, 34)))
      .athleteMetricSetId;
    rivalHeatmapId = (await seedPeriodHeatmap(db, rival.clubId, peakedGrid(120, 70, 60, 35)))
      .athleteMetricSetId;
    coach = await signIn(testApp.app, 'coach@touchline.test');
    pending = await signIn(testApp.app, 'pending@touchline.test');
  });
  afterAll(() => testApp.close());

  const get = (url: string, session: Session | null, headers: Record<string, string> = {}) =>
    testApp.app.inject({
      method: 'GET',
      url,
      headers: { ...(session ? { cookie: session.cookie } : {}), ...headers },
    });

  it('serves a member the PNG with an ETag and a private cache', async () => {
    const response = await get(heatmapUrl(heatmapId), coach);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('image/png');
    expect(response.headers['cache-control']).toMatch(/^private, max-age=\d+$/);
    expect(response.headers.etag).toMatch(/^".+"$/);
    expect(decode(response.rawPayload)).toMatchObject({ width: 105 * 8, height: 68 * 8 });
  });

  it('answers 304 to a matching If-None-Match', async () => {
    const first = await get(heatmapUrl(heatmapId), coach);
    const etag = String(first.headers.etag);
    const again = await get(heatmapUrl(heatmapId), coach, { 'if-none-match': etag });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
    expect(again.headers.etag).toBe(etag);
  });

  it('changes the ETag when the grid is re-processed', async () => {
    const { db } = testApp.testDatabase.database;
    const before = String((await get(heatmapUrl(heatmapId), coach)).headers.etag);
    await db
      .update(athleteMetricSets)
      .set({ computedAt: new Date(Date.now() + 60_000) })
      .where(eq(athleteMetricSets.id, heatmapId));
    const after = await get(heatmapUrl(heatmapId), coach, { 'if-none-match': before });
    expect(after.statusCode).toBe(200);
    expect(after.headers.etag).not.toBe(before);
  });

  it('refuses a signed-out request with 401', async () => {
    const response = await get(heatmapUrl(heatmapId), null);
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ error: 'You need to sign in before continuing.' });
  });

  it("answers another club's heat map exactly like an unknown one", async () => {
    const rival = await get(heatmapUrl(rivalHeatmapId), coach);
    const unknown = await get(heatmapUrl('00000000-0000-4000-8000-000000000000'), coach);
    expect(rival.statusCode).toBe(404);
    expect(unknown.statusCode).toBe(404);
    expect(rival.body).toBe(unknown.body);
    expect(rival.headers['content-type']).toBe(unknown.headers['content-type']);
  });

  it('answers a member whose membership is not approved yet like an unknown id', async () => {
    const response = await get(heatmapUrl(heatmapId), pending);
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ error: 'Heat map not found' });
  });

  it.each(['not-a-uuid.png', `${'0'.repeat(8)}.png`, 'x', '00000000-0000-4000-8000-000000000000'])(
    'answers 404 for %s',
    async (file) => {
      const response = await get(`/api/heatmaps/${file}`, coach);
      expect(response.statusCode).toBe(404);
      expect(response.json()).toEqual({ error: 'Heat map not found' });
    },
  );

  it('serves every pitch background publicly, with a long cache', async () => {
    for (const sport of SPORTS) {
      const response = await get(pitchBackgroundUrl(sport), null);
      expect(response.statusCode).toBe(200);
      expect(response.headers['content-type']).toBe('image/svg+xml; charset=utf-8');
      expect(response.headers['cache-control']).toMatch(/^public, max-age=\d{5,}$/);
      expect(response.body).toBe(pitchBackgroundSvg(sport));
    }
    expect((await get('/api/pitch_backgrounds/quidditch.svg', null)).statusCode).toBe(404);
    expect((await get('/api/pitch_backgrounds/rugby.png', null)).statusCode).toBe(404);
  });
});
