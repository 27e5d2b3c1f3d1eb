import { createBrowserRouter, Navigate } from 'react-router';
import { LOGIN_PATH } from '../config';
import { InitialLoading, loadDefaultLayout, RootShell } from './RootShell';
import { ROUTES } from './routes';

export function createAppRouter() {
  return createBrowserRouter([
    {
      element: <RootShell />,
      HydrateFallback: InitialLoading,
      children: [
        { path: '/', handle: { name: 'index', layout: 'blank', public: true, title: 'app.title' }, element: <Navigate to={LOGIN_PATH} replace /> },
        ...ROUTES.map((route) => ({
          path: route.path,
          handle: route.meta,
          lazy: async () => {
            const [page] = await Promise.all([route.page(), route.meta.layout === 'default' ? loadDefaultLayout() : undefined]);
            return { Component: page.default };
          },
        })),
      ],
    },
  ]);
}
