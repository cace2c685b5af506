import { defineModule } from '../defineModule.js';
import { schemaFile } from '../schemaFile.js';
import { createPeopleLoaders } from './people.loaders.js';
import { peopleResolvers } from './people.resolvers.js';

/** The signed-in person, their accounts and unit system. */
export const peopleModule = defineModule({
  name: 'people',
  schema: schemaFile('people'),
  resolvers: [peopleResolvers],
  mappers: {
    Person: '../../db/rows.js#PersonRow',
    Athlete: '../../db/rows.js#AthleteRow',
    Staff: '../../access/loadMemberships.js#ViewerMembership',
  },
  loaders: createPeopleLoaders,
});
