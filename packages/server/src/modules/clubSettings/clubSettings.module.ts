import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createClubSettingsLoaders } from './clubSettings.loaders.js';
import { clubSettingsResolvers } from './clubSettings.resolvers.js';

/** What a club sets up for itself: its tags, its pitches, its name, time zone, units and titles. */
export const clubSettingsModule = defineModule({
  name: 'clubSettings',
  schema: schemaFile('clubSettings'),
  resolvers: [clubSettingsResolvers],
  loaders: createClubSettingsLoaders,
});
