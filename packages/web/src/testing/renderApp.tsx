import type { ApolloLink } from '@apollo/client';
import { CacheProvider } from '@emotion/react';
import { ThemeProvider } from '@mui/material/styles';
import { LocalState } from '@apollo/client/local-state';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, type RouteObject } from 'react-router';
import { routes as appRoutes } from '../app/routes';
import { theme } from '../app/theme';
import { SnackbarProvider } from '../components/ui/SnackbarProvider';
import { createCache, DEFAULT_OPTIONS } from '../lib/apollo/createApolloClient';
import { testEmotionCache } from './emotionCache';
import { unitSystemMock } from './fixtures';

export interface RenderAppOptions {
  mocks?: MockLink.MockedResponse[];
  /** Starting URL. */
  path?: string;
  /** Routes to render; the app's own by default. */
  routes?: RouteObject[];
  /** A link of the test's own (e.g. one that drives subscriptions) instead of `mocks`. */
  link?: ApolloLink;
}

/** Renders routes with the app's cache, theme, snackbar and mocked GraphQL answers (metric units unless mocked). */
export function renderApp({
  mocks = [],
  path = '/',
  routes = appRoutes,
  link,
}: RenderAppOptions = {}): RenderResult & {
  router: ReturnType<typeof createMemoryRouter>;
} {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const result = render(
    <MockedProvider
      mocks={[...mocks, unitSystemMock()]}
      link={link}
      cache={createCache()}
      localState={new LocalState()}
      defaultOptions={DEFAULT_OPTIONS}
      mockLinkDefaultOptions={{ delay: 0 }}
    >
      <CacheProvider value={testEmotionCache()}>
        <ThemeProvider theme={theme}>
          <SnackbarProvider>
            <RouterProvider router={router} />
          </SnackbarProvider>
        </ThemeProvider>
      </CacheProvider>
    </MockedProvider>,
  );
  return { ...result, router };
}

/** Renders one element at `path` inside the app's providers. */
export function renderElement(
  element: ReactElement,
  options: Omit<RenderAppOptions, 'routes'> = {},
): ReturnType<typeof renderApp> {
  return renderApp({ ...options, routes: [{ path: '*', element }] });
}
