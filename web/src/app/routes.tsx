import type { ComponentType } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { PageSpinner } from '../components/page-spinner.tsx';
import { IMPLEMENTED_SCREENS, paths } from '../lib/paths.ts';
import { isSignedIn } from '../lib/session.ts';
import { RouteError, ScreenError } from './route-error.tsx';
import { SCREEN_MODULES } from './screens.ts';
import { LandingRedirect } from './shell/landing-redirect.tsx';

const component = (load: () => Promise<ComponentType>) => async () => ({ Component: await load() });

/**
 * A shell screen's module: when its code does not arrive, the screen says why in its own place (ScreenError), as
 * a route's own lazy failure would reach only the root boundary and replace the whole shell.
 */
export const screenModule = (load: () => Promise<ComponentType>) => async () => {
  try {
    return { Component: await load() };
  } catch (error) {
    return { element: <ScreenError error={error} /> };
  }
};

/** Sign-in is for the signed out; a signed-in user goes on to the landing page (spec 01 §4). */
function SignedOutOnly() {
  return isSignedIn() ? <LandingRedirect /> : <Outlet />;
}

export const routes: RouteObject[] = [
  {
    HydrateFallback: PageSpinner,
    ErrorBoundary: RouteError,
    children: [
      {
        path: paths.login,
        Component: SignedOutOnly,
        children: [
          { index: true, lazy: component(() => import('../features/auth/sign-in-page.tsx').then((m) => m.SignInPage)) },
        ],
      },
      // Outside the shell and open to anyone: a signed-in person may follow a reset link too.
      {
        path: paths.resetPassword,
        lazy: component(() =>
          import('../features/password-reset/password-reset-page.tsx').then((m) => m.PasswordResetPage),
        ),
      },
      {
        path: paths.twoFactorSetup,
        lazy: component(() =>
          import('../features/profile/two-factor-setup-page.tsx').then((m) => m.TwoFactorSetupPage),
        ),
      },
      {
        path: paths.easterEgg,
        lazy: component(() => import('../features/easter-egg/under-control-page.tsx').then((m) => m.UnderControlPage)),
      },
      {
        path: paths.root,
        lazy: component(() => import('./shell/shell-layout.tsx').then((m) => m.ShellLayout)),
        // A screen that fails to load (its code did not arrive) or to render says so in its own place: the
        // header and sidebar stay, so the person can go on elsewhere.
        children: [
          { index: true, Component: LandingRedirect },
          ...IMPLEMENTED_SCREENS.map((path) => ({
            path,
            lazy: screenModule(SCREEN_MODULES[path]),
            ErrorBoundary: ScreenError,
          })),
        ],
      },
      // An unknown path falls back to the empty path, which then applies the landing rule (spec 01 §2).
      { path: '*', element: <Navigate to={paths.root} replace /> },
    ],
  },
];
