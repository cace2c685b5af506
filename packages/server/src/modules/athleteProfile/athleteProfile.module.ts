import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { athleteProfileResolvers } from './athleteProfile.resolvers.js';

/** An athlete's profile (docs/product/athlete-app.md §2.3): trends, bests and load over a range. */
export const athleteProfileModule = defineModule({
  name: 'athleteProfile',
  schema: schemaFile('athleteProfile'),
  resolvers: [athleteProfileResolvers],
  mappers: {
    AthleteProfile: './athleteProfile.service.js#AthleteProfileParent',
  },
});
