import { graphql } from '../../gql';

export const MembersQuery = graphql(`
  query ClubMembers($clubId: ID!) {
    club(id: $clubId) {
      id
      joinPath
      members {
        ...ClubMemberFields
      }
      waitingMembers {
        ...ClubMemberFields
      }
      invites {
        ...ClubInviteFields
      }
      unclaimedAthletes {
        id
        name
      }
    }
  }
`);

graphql(`
  fragment ClubMemberFields on ClubMember {
    id
    name
    email
    role
    pending
    since
  }
`);

graphql(`
  fragment ClubInviteFields on ClubInvite {
    id
    email
    role
    expiresAt
    expired
    athlete {
      id
      name
    }
  }
`);

export const MembersUpdatedSubscription = graphql(`
  subscription MembersUpdated($clubId: ID!) {
    membersUpdated(clubId: $clubId) {
      id
    }
  }
`);
