// The web app's two dashboard operations, as the browser sends them.

export const DASHBOARD_QUERY = `
  query DashboardQuery($clubId: ID!) {
    club(id: $clubId) {
      id
      suspended
      lastSession {
        id
        startTime
        sessionMetricSet {
          totalDistanceM avgTotalDistanceM avgSprintEvents totalSprintDistanceM
          avgTotalSprintDistanceM totalHighIntensityDistanceM avgTotalHighIntensityDistanceM
        }
        previousSession {
          id
          sessionMetricSet { avgTotalDistanceM avgSprintEvents avgTotalSprintDistanceM avgTotalHighIntensityDistanceM }
        }
      }
      lastThirtyDaysSessions { id startTime sessionMetricSet { avgTotalDistanceM } }
      lastThirtyDays { date startTime avgDistanceM sessionCount }
    }
  }`;

export const TEAM_WEEKLY_OVERVIEW_QUERY = `
  query TeamWeeklyOverviewQuery($clubId: ID!, $startTime: ISO8601DateTime!, $endTime: ISO8601DateTime!) {
    club(id: $clubId) {
      id
      teamWeeklyOverview(startTime: $startTime, endTime: $endTime) {
        id
        athlete { id name initials profilePicture { thumbnailUrl } }
        sessionCount
        totalDistanceM totalHighIntensityDistanceM totalSprintDistanceM totalSprintEvents
        maxMaxSpeedKph maxMetresPerMinute
        avgTotalDistanceM avgTotalHighIntensityDistanceM avgTotalSprintDistanceM avgSprintEvents
        avgMaxSpeedKph avgMetresPerMinute
      }
    }
  }`;
