import type { ComponentType } from 'react';
import { createBrowserRouter, Navigate, type RouteObject } from 'react-router';
import { ScreenNotAvailablePage } from '../pages/screen-not-available-page';
import { NotFoundPage } from '../pages/not-found-page';
import { RouteErrorPage } from '../pages/route-error-page';
import { DefaultLayout } from './layouts/default-layout';
import { InviteLayout } from './layouts/invite-layout';
import { LoginLayout } from './layouts/login-layout';
import { RootFrame, type TRouteHandle } from './root-frame';
import { ROUTES, type TLayout, type TRouteEntry } from './routes';

/** Spec part 1 §8: a page chunk that has not loaded after 120000 ms is a load error. */
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

function withTimeout<T>(load: Promise<T>, timeoutMs = CHUNK_LOAD_TIMEOUT_MS): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('Page load timed out')), timeoutMs);
    load.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    );
  });
}

function toRouteObject(entry: TRouteEntry): RouteObject {
  const handle: TRouteHandle = { access: entry.access, guards: entry.guards };
  if (entry.redirect) return { path: entry.path, handle, element: <Navigate to={entry.redirect} replace /> };
  const page = entry.page;
  if (page) {
    return {
      path: entry.path,
      handle,
      lazy: async () => {
        const module = await withTimeout(page());
        return { Component: module.default as ComponentType };
      },
    };
  }
  return {
    path: entry.path,
    handle,
    element: <ScreenNotAvailablePage screen={entry.screen ?? 'monitoring'} />,
  };
}

const LAYOUTS: Record<TLayout, ComponentType> = {
  default: DefaultLayout,
  login: LoginLayout,
  invite: InviteLayout,
};

/** The route objects: the route table grouped under its three layouts. */
export function buildRoutes(routes: readonly TRouteEntry[] = ROUTES): RouteObject[] {
  const layouts = (Object.keys(LAYOUTS) as TLayout[]).map((layout) => {
    const Layout = LAYOUTS[layout];
    const children = routes.filter((entry) => entry.layout === layout).map(toRouteObject);
    if (layout === 'default')
      children.push({ path: '*', handle: { access: 'login' }, element: <NotFoundPage /> });
    return { element: <Layout />, children } satisfies RouteObject;
  });
  return [{ element: <RootFrame />, errorElement: <RouteErrorPage />, children: layouts }];
}

export function createAppRouter() {
  return createBrowserRouter(buildRoutes());
}
