import { useState } from 'react';
import { RouterProvider } from 'react-router';
import { sessionStore, setUnauthorizedHandler } from '../api';
import { AppProviders } from './providers';
import { createQueryClient } from './query-client';
import { createAppRouter } from './router';

const queryClient = createQueryClient();

// A 401 on the current token ends the session; the auth guard then shows the login page,
// keeping the path the user was on.
setUnauthorizedHandler(() => {
  sessionStore.clear('expired');
  queryClient.cancelQueries().catch(() => undefined);
  setTimeout(() => queryClient.clear(), 0);
});

export function App() {
  const [router] = useState(createAppRouter);
  return (
    <AppProviders queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProviders>
  );
}
