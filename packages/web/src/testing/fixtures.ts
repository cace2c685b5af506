import type { MockLink } from '@apollo/client/testing';
import {
  AuthenticatedNavigationQuery,
  ClubUpdatedSubscription,
} from '../app/AuthenticatedNavigationQuery';
import { RootNavigationQuery } from '../app/RootNavigationQuery';
import { ClubsQuery } from '../features/clubs/ClubsQuery';
import { ManageSubscriptionQuery } from '../features/navigation/useManageSubscriptionUrl';
import { UnitSystemQuery } from '../lib/units/UnitSystemQuery';
import { CheckPermissionQuery, type PermissionRequest } from '../lib/access/usePermission';
import type { UnitSystem } from '@touchline/domain';

type Mock = MockLink.MockedResponse;

export interface ClubFixture {
  id: string;
  name: string;
  isIndoor?: boolean;
}

export const TOUCHLINE_FC: ClubFixture = { id: '1', name: 'Touchline FC' };
export const TOUCHLINE_HOOPS: ClubFixture = { id: '2', name: 'Touchline Hoops', isIndoor: true };

const many = { maxUsageCount: Number.POSITIVE_INFINITY };

export function rootNavigationMock({
  clubs = [TOUCHLINE_FC],
  subscription = false,
}: { clubs?: ClubFixture[]; subscription?: boolean } = {}): Mock {
  return {
    request: { query: RootNavigationQuery },
    result: {
      data: {
        currentPerson: {
          __typename: 'Person',
          id: 'p1',
          name: 'Casey Coach',
          subscription: subscription ? { __typename: 'BillingSubscription', id: 's1' } : null,
          clubs: clubs.map((club) => ({ __typename: 'Club', id: club.id })),
        },
      },
    },
    ...many,
  };
}

const clubRow = (club: ClubFixture) => ({
  __typename: 'Club',
  id: club.id,
  name: club.name,
  sportDefinition: {
    __typename: 'SportDefinition',
    id: club.isIndoor ? 'basketball' : 'association_football',
    isIndoor: club.isIndoor ?? false,
  },
});

export function clubsMock(clubs: ClubFixture[], nameCont: string | null = null): Mock {
  return {
    request: { query: ClubsQuery, variables: { nameCont } },
    result: {
      data: { currentPerson: { __typename: 'Person', id: 'p1', clubs: clubs.map(clubRow) } },
    },
    ...many,
  };
}

export function clubsErrorMock(message: string, nameCont: string | null = null): Mock {
  return {
    request: { query: ClubsQuery, variables: { nameCont } },
    result: { errors: [{ message }], data: null },
    ...many,
  };
}

export interface ShellOptions {
  club?: ClubFixture;
  suspended?: boolean;
  csvExports?: boolean;
  flexibleReporting?: boolean;
  customerFlexibleReporting?: boolean;
  touchlineStaff?: boolean;
  clubStaff?: boolean;
  clubAdmin?: boolean;
  portalUrl?: string | null;
}

/** The club area's queries for one club and person. */
export function clubAreaMocks({
  club = TOUCHLINE_FC,
  suspended = false,
  csvExports = true,
  flexibleReporting = true,
  customerFlexibleReporting = true,
  touchlineStaff = false,
  clubStaff = true,
  clubAdmin = false,
  portalUrl = 'https://billing.example/portal',
}: ShellOptions = {}): Mock[] {
  const feature = (name: string, enabled: boolean) => ({ __typename: 'Feature', name, enabled });
  return [
    {
      request: { query: AuthenticatedNavigationQuery, variables: { clubId: club.id } },
      result: {
        data: {
          currentClub: { ...clubRow(club), suspended },
          currentPerson: {
            __typename: 'Person',
            id: 'p1',
            name: 'Casey Coach',
            initials: 'CC',
            profilePicture: null,
            touchlineStaff,
            staff: clubStaff ? { __typename: 'Staff', id: 'st1', admin: clubAdmin } : null,
          },
          csvExports: feature('csv_exports', csvExports),
          flexibleReporting: feature('flexible_reporting', flexibleReporting),
          customerFlexibleReporting: feature(
            'customer_flexible_reporting',
            customerFlexibleReporting,
          ),
        },
      },
      ...many,
    },
    {
      request: { query: ManageSubscriptionQuery, variables: { clubId: club.id } },
      result: {
        data: {
          club: {
            __typename: 'Club',
            id: club.id,
            organisation: {
              __typename: 'Organisation',
              id: 'o1',
              activeSubscription: portalUrl
                ? { __typename: 'BillingSubscription', id: 'b1', subscriptionPortalUrl: portalUrl }
                : null,
            },
          },
        },
      },
      ...many,
    },
    {
      request: { query: ClubUpdatedSubscription, variables: { clubId: club.id } },
      result: { data: null },
      delay: Number.POSITIVE_INFINITY,
      ...many,
    },
  ];
}

/** The signed-in person reads metric units, as often as a screen asks. */
export function unitSystemMock(unitSystem: UnitSystem = 'metric'): Mock {
  return {
    request: { query: UnitSystemQuery },
    result: {
      data: { currentPerson: { __typename: 'Person', id: 'p1', unitSystem } },
    },
    maxUsageCount: Number.POSITIVE_INFINITY,
  };
}

/** The policy's answer to one question (CheckPermissionQuery), as often as it is asked. */
export function permissionMock(
  { action, subject, subjectId = null, clubId = null }: PermissionRequest,
  permitted = true,
): Mock {
  return {
    request: {
      query: CheckPermissionQuery,
      variables: { requestedAction: action, subject, subjectId, clubId },
    },
    result: { data: { permission: { __typename: 'Permission', permitted } } },
    ...many,
  };
}
