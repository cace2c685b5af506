import { useQuery } from '@apollo/client/react';
import type { UnitSystem } from '@touchline/domain';
import { UnitSystemQuery } from './UnitSystemQuery';

/** How the signed-in person reads distances and speeds; metric until it has loaded. */
export function useUnitSystem(): UnitSystem {
  const { data } = useQuery(UnitSystemQuery);
  return data?.currentPerson.unitSystem ?? 'metric';
}
