import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { metricSettingsResolvers } from './metricSettings.resolvers.js';

/** A club's speed and acceleration zones (changing them re-processes its sessions). */
export const metricSettingsModule = defineModule({
  name: 'metricSettings',
  schema: schemaFile('metricSettings'),
  resolvers: [metricSettingsResolvers],
});
