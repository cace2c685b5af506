import type { RouteObject } from 'react-router';
import { ClubLayout } from '../app/ClubLayout';
import { RootNavigation } from '../app/RootNavigation';

/**
 * The app's shell as its routes build it (the root screen, then the club area's sidebar and
 * banner) around an empty page at every path: for tests of the shell, which need no page's
 * code (loading a page such as the CSV Builder's took seconds on a busy machine).
 */
export const CLUB_SHELL_ROUTES: RouteObject[] = [
  {
    path: '/',
    element: <RootNavigation />,
    children: [{ Component: ClubLayout, children: [{ path: '*', element: null }] }],
  },
];
