export { heatmapUrl } from './heatmapUrl.js';
export { pitchBackgroundUrl } from './pitchBackgroundUrl.js';
