import { defineModule } from '../defineModule.js';
import { registerHeatmapRoutes } from './heatmapRoutes.js';

/** Heat map images of a match's participations (their URLs are report fields). */
export const heatmapsModule = defineModule({
  name: 'heatmaps',
  routes: registerHeatmapRoutes,
});
