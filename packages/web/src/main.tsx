import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router';
import { AppProviders } from './app/AppProviders';
import { routes } from './app/routes';
import { createApolloClient } from './lib/apollo/createApolloClient';
import { setRouteClient } from './lib/apollo/routeClient';
import { listenForInstallOffer, registerServiceWorker } from './lib/install/installPrompt';

const container = document.getElementById('root');
if (!container) throw new Error('The page has no #root element');

listenForInstallOffer();
registerServiceWorker();

const client = createApolloClient();
setRouteClient(client);

createRoot(container).render(
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={createBrowserRouter(routes)} />
    </AppProviders>
  </StrictMode>,
);
