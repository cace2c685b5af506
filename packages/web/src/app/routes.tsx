import { Navigate, type RouteObject } from 'react-router';
import { Splash } from '../features/shell/Splash';
import type { ClubPageHandle } from './clubPageHandle';
import { HomeRedirect } from './HomeRedirect';
import { RequireArea } from './RequireArea';
import { RootNavigation } from './RootNavigation';

function ClubsMarker() {
  return null;
}

/** The app's routes (docs/product/shell-and-sessions.md §2.1); every page is its own lazily loaded module. */
export const routes: RouteObject[] = [
  {
    path: '/',
    element: <RootNavigation />,
    hydrateFallbackElement: <Splash />,
    children: [
      // The clubs marker: RootNavigation shows the picker itself.
      { path: 'clubs', Component: ClubsMarker },
      {
        // The club area (sidebar and pages) is not needed to sign in and pick a club.
        lazy: async () => ({ Component: (await import('./ClubLayout')).ClubLayout }),
        children: [
          { index: true, element: <HomeRedirect /> },
          { path: 'open', element: <Navigate to="/" replace /> },
          {
            element: <RequireArea area="athleteHome" />,
            children: [
              {
                path: 'home',
                lazy: async () => ({
                  Component: (await import('./routes/AthleteHomeRoute')).AthleteHomeRoute,
                }),
              },
            ],
          },
          {
            // Staff open any athlete's of the club, an athlete only their own: the server decides.
            path: 'athletes/:athleteId',
            lazy: async () => ({
              Component: (await import('./routes/AthleteProfileRoute')).AthleteProfileRoute,
            }),
          },
          {
            // Any member may open it: the server answers only the person's own distributions.
            path: 'surveys/answer/:distributionId',
            lazy: async () => ({
              Component: (await import('./routes/SurveyAnswerRoute')).SurveyAnswerRoute,
            }),
          },
          {
            element: <RequireArea area="dashboard" />,
            children: [
              {
                path: 'dashboard',
                handle: { showsSuspendedNotice: true } satisfies ClubPageHandle,
                lazy: async () => ({
                  Component: (await import('./routes/DashboardRoute')).DashboardRoute,
                }),
              },
            ],
          },
          {
            element: <RequireArea area="sessions" />,
            children: [
              {
                // One route for the list, a session and its report tab (e.g. /sessions/1/Details),
                // so switching sessions or tabs keeps the side panel and the athlete selection.
                path: 'sessions/:sessionId?/:tab?',
                lazy: async () => ({
                  Component: (await import('./routes/SessionsRoute')).SessionsRoute,
                }),
              },
              {
                path: 'sessions/:sessionId/segments',
                // SegmentsQuery starts with the page's code, not after the shell's queries.
                loader: ({ params }) => {
                  void import('../features/segmentEditor/prefetchSegments').then((module) =>
                    module.prefetchSegments(params.sessionId ?? ''),
                  );
                  return null;
                },
                lazy: async () => ({
                  Component: (await import('./routes/SegmentEditorRoute')).SegmentEditorRoute,
                }),
              },
              {
                path: 'sessions/:sessionId/segments/:segmentId',
                lazy: async () => ({
                  Component: (await import('./routes/SegmentDetailsRoute')).SegmentDetailsRoute,
                }),
              },
            ],
          },
          {
            // Getting data in (docs/product/importing.md): staff only.
            element: <RequireArea area="import" />,
            children: [
              {
                path: 'import',
                lazy: async () => ({
                  Component: (await import('./routes/ImportRoute')).ImportRoute,
                }),
              },
            ],
          },
          {
            element: <RequireArea area="surveyExports" />,
            children: [
              {
                path: 'survey_exports',
                lazy: async () => ({
                  Component: (await import('./routes/SurveyExportsRoute')).SurveyExportsRoute,
                }),
              },
            ],
          },
          {
            // Survey authoring, the completion board and wellness flags (docs/product/surveys.md): staff only.
            element: <RequireArea area="surveys" />,
            children: [
              {
                path: 'surveys',
                lazy: async () => ({
                  Component: (await import('./routes/SurveysRoute')).SurveysRoute,
                }),
              },
              {
                path: 'surveys/board',
                lazy: async () => ({
                  Component: (await import('./routes/SurveysRoute')).CompletionBoardRoute,
                }),
              },
              {
                path: 'surveys/:surveyId',
                lazy: async () => ({
                  Component: (await import('./routes/SurveysRoute')).SurveyEditorRoute,
                }),
              },
            ],
          },
          {
            element: <RequireArea area="csvBuilder" />,
            children: [
              {
                path: 'csv_builder',
                lazy: async () => ({
                  Component: (await import('./routes/CsvBuilderRoute')).CsvBuilderRoute,
                }),
              },
            ],
          },
          {
            element: <RequireArea area="flexibleReporting" />,
            children: [
              {
                path: 'flexible_reporting',
                lazy: async () => ({
                  Component: (await import('./routes/FlexibleReportingRoute'))
                    .FlexibleReportingRoute,
                }),
              },
              {
                path: 'flexible_reporting/:reportId',
                // The report and its dataset start with the page's code, not after the shell's queries.
                loader: ({ params }) => {
                  void import('../features/flexibleReporting/prefetchReport').then((module) =>
                    module.prefetchReport(params.reportId ?? ''),
                  );
                  return null;
                },
                lazy: async () => ({
                  Component: (await import('./routes/FlexibleReportRoute')).FlexibleReportRoute,
                }),
              },
            ],
          },
          {
            element: <RequireArea area="edgeDiagnostics" />,
            children: [
              {
                path: 'edge_diagnostics',
                lazy: async () => ({
                  Component: (await import('./routes/EdgeDiagnosticsRoute')).EdgeDiagnosticsRoute,
                }),
              },
            ],
          },
          {
            // The club's administration (docs/product/club-administration.md): staff only.
            element: <RequireArea area="club" />,
            children: [
              {
                path: 'club/members',
                lazy: async () => ({
                  Component: (await import('./routes/MembersRoute')).MembersRoute,
                }),
              },
              {
                path: 'club/squad',
                lazy: async () => ({
                  Component: (await import('./routes/SquadRoute')).SquadRoute,
                }),
              },
              {
                path: 'club/groups',
                lazy: async () => ({
                  Component: (await import('./routes/GroupsRoute')).GroupsRoute,
                }),
              },
              {
                path: 'club/tags',
                lazy: async () => ({
                  Component: (await import('./routes/TagsRoute')).TagsRoute,
                }),
              },
              {
                path: 'club/pitches',
                lazy: async () => ({
                  Component: (await import('./routes/PitchesRoute')).PitchesRoute,
                }),
              },
              {
                path: 'club/settings',
                lazy: async () => ({
                  Component: (await import('./routes/ClubSettingsRoute')).ClubSettingsRoute,
                }),
              },
            ],
          },
          {
            // Everyone's own: which notifications reach them by e-mail and push.
            path: 'settings/notifications',
            lazy: async () => ({
              Component: (await import('./routes/NotificationSettingsRoute'))
                .NotificationSettingsRoute,
            }),
          },
          {
            // Admin Functions: provider staff only; everyone else gets 'Page Not Found'.
            element: <RequireArea area="adminFunctions" />,
            children: [
              {
                path: 'admin/*',
                lazy: async () => ({
                  Component: (await import('./routes/AdminRoute')).AdminRoute,
                }),
              },
            ],
          },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./routes/NotFoundRoute')).NotFoundRoute,
            }),
          },
        ],
      },
    ],
  },
];
