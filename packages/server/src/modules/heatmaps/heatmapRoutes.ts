import { isSport } from '@touchline/domain';
import { createHash } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../auth/cookies.js';
import { viewerOf } from '../../auth/viewerOf.js';
import { TouchlineError } from '../../errors/TouchlineError.js';
import type { RouteDeps } from '../defineModule.js';
import { findViewableHeatmap } from './findViewableHeatmap.js';
import { HEATMAPS_PATH } from './heatmapUrl.js';
import { loadHeatmapGrid } from './loadHeatmapGrid.js';
import { pitchBackgroundSvg } from './pitchBackgroundSvg.js';
import { PITCH_BACKGROUNDS_PATH } from './pitchBackgroundUrl.js';
import { RenderedPngCache } from './RenderedPngCache.js';
import { renderHeatmapPng } from './renderHeatmapPng.js';

/** Bump when the picture changes, so browsers drop heat maps they hold. */
const RENDERING_VERSION = 1;
/** A few hundred heat maps of ~100-200 kB each. */
const CACHE_MAX_BYTES = 64 * 1024 * 1024;
/** Short, then revalidated with the ETag: a re-processed session shows its new map soon. */
const HEATMAP_CACHE_CONTROL = 'private, max-age=60';
const PITCH_CACHE_CONTROL = 'public, max-age=86400';

/** The name before `.extension` in a route's file parameter, or null. */
function nameOf(file: string, extension: string): string | null {
  return file.endsWith(extension) ? file.slice(0, -extension.length) : null;
}

/** True when If-None-Match names the ETag (a list, weak or not, or `*`). */
function matchesEtag(request: FastifyRequest, etag: string): boolean {
  const header = request.headers['if-none-match'];
  if (!header) return false;
  return header
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === etag || tag === '*');
}

function sendNotModified(reply: FastifyReply, etag: string, cacheControl: string) {
  return reply.code(304).header('etag', etag).header('cache-control', cacheControl).send();
}

/**
 * GET /api/heatmaps/<athleteMetricSetId>.png: the heat map of a period
 * participation for a signed-in approved member of its club (401 signed out;
 * 404, with one body, for an unknown id or another club's), rendered once per
 * grid version and kept in an in-process LRU cache.
 * GET /api/pitch_backgrounds/<sport>.svg: the drawing of a sport's pitch (public).
 */
export function registerHeatmapRoutes(app: FastifyInstance, deps: RouteDeps) {
  const cache = new RenderedPngCache(CACHE_MAX_BYTES);

  app.get<{ Params: { file: string } }>(`${HEATMAPS_PATH}/:file`, async (request, reply) => {
    const viewer = await viewerOf(deps.db, request.cookies[SESSION_COOKIE]);
    if (!viewer) throw new TouchlineError('UNAUTHENTICATED');
    const id = nameOf(request.params.file, '.png');
    const heatmap = id && (await findViewableHeatmap(deps.accessOf(viewer), id));
    if (!heatmap) throw new TouchlineError('HEATMAP_NOT_FOUND');
    const version = heatmap.computedAt.getTime().toString(36);
    const etag = `"${heatmap.athleteMetricSetId}.${version}.${RENDERING_VERSION}"`;
    if (matchesEtag(request, etag)) return sendNotModified(reply, etag, HEATMAP_CACHE_CONTROL);
    let png = cache.get(etag);
    if (!png) {
      const grid = await loadHeatmapGrid(deps.db, heatmap.athleteMetricSetId);
      if (!grid) throw new TouchlineError('HEATMAP_NOT_FOUND');
      png = renderHeatmapPng(grid);
      cache.set(etag, png);
    }
    return reply
      .header('content-type', 'image/png')
      .header('cache-control', HEATMAP_CACHE_CONTROL)
      .header('etag', etag)
      .send(png);
  });

  const pitchEtags = new Map<string, string>();
  app.get<{ Params: { file: string } }>(`${PITCH_BACKGROUNDS_PATH}/:file`, (request, reply) => {
    const sport = nameOf(request.params.file, '.svg');
    if (!sport || !isSport(sport)) throw new TouchlineError('PITCH_BACKGROUND_NOT_FOUND');
    const svg = pitchBackgroundSvg(sport);
    let etag = pitchEtags.get(sport);
    if (!etag) {
      etag = `"${createHash('sha256').update(svg).digest('base64url').slice(0, 22)}"`;
      pitchEtags.set(sport, etag);
    }
    if (matchesEtag(request, etag)) return sendNotModified(reply, etag, PITCH_CACHE_CONTROL);
    return reply
      .header('content-type', 'image/svg+xml; charset=utf-8')
      .header('cache-control', PITCH_CACHE_CONTROL)
      .header('etag', etag)
      .header('x-content-type-options', 'nosniff')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(svg);
  });
}
