import { createContext, use, useLayoutEffect, useState, useTransition, type ReactNode } from 'react';
import { Router, UNSAFE_createBrowserHistory as createBrowserHistory } from 'react-router';

const NavigatingContext = createContext(false);

/**
 * React Router's `BrowserRouter`, which also tells whether a navigation is under way. Each change
 * of address is drawn in a transition, as `BrowserRouter` draws it: the page on screen stays until
 * the next one has loaded. The transition's pending flag is what the progress bar shows.
 *
 * The router in its declarative form, not its data form (`createBrowserRouter`): the console
 * loads no data through the router, and the data form's code was 16 KB (gzip) more on every page.
 */
export function AppBrowserRouter({ children }: { children: ReactNode }) {
  const [history] = useState(() => createBrowserHistory({ v5Compat: true }));
  const [shown, setShown] = useState({ action: history.action, location: history.location });
  const [navigating, startTransition] = useTransition();
  useLayoutEffect(() => history.listen(({ action, location }) => startTransition(() => setShown({ action, location }))), [history]);
  return (
    <NavigatingContext value={navigating}>
      <Router location={shown.location} navigationType={shown.action} navigator={history}>
        {children}
      </Router>
    </NavigatingContext>
  );
}

/** Whether the address changed and the page it asks for is still loading. */
export const useNavigating = () => use(NavigatingContext);
