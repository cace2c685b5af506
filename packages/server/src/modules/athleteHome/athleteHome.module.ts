import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createAthleteHomeLoaders } from './athleteHome.loaders.js';
import { athleteHomeResolvers } from './athleteHome.resolvers.js';

/** An athlete's own home (docs/product/athlete-app.md): pending surveys, last sessions, bests, load. */
export const athleteHomeModule = defineModule({
  name: 'athleteHome',
  schema: schemaFile('athleteHome'),
  resolvers: [athleteHomeResolvers],
  mappers: {
    AthleteHome: './athleteHome.service.js#AthleteHomeParent',
    AthleteLoadWeek: './athleteHome.service.js#AthleteLoadWeekParent',
  },
  loaders: createAthleteHomeLoaders,
});
