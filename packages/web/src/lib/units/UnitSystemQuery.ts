import { graphql } from '../../gql';

/** The signed-in person's unit system. */
export const UnitSystemQuery = graphql(`
  query UnitSystemQuery {
    currentPerson {
      id
      unitSystem
    }
  }
`);

/** Saves the person's choice; the cache updates every screen that shows a unit. */
export const UpdateUnitSystemMutation = graphql(`
  mutation UpdateUnitSystem($unitSystem: UnitSystem!) {
    updateUnitSystem(unitSystem: $unitSystem) {
      person {
        id
        unitSystem
      }
      errors {
        ...MutationErrorFields
      }
    }
  }
`);
