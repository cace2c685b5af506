import { useQuery } from '@apollo/client/react';
import type { FeatureFlag } from '@touchline/domain';
import { graphql } from '../../gql';

export const FeatureQuery = graphql(`
  query FeatureQuery($clubId: ID!, $name: FeatureName!) {
    feature(clubId: $clubId, name: $name) {
      name
      enabled
    }
  }
`);

/** Whether a feature switch is on for the club; false until the server answers. */
export function useFeature(
  clubId: string,
  name: FeatureFlag,
): { enabled: boolean; loading: boolean } {
  const { data, loading } = useQuery(FeatureQuery, { variables: { clubId, name } });
  return { enabled: data?.feature.enabled ?? false, loading };
}
