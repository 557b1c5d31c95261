import type { ComponentType } from 'react';
import type { ImplementedScreen } from '../lib/paths.ts';

/**
 * The code of each implemented screen, loaded on first visit. Keyed by the registry in lib/paths.ts: adding a
 * path there without a module here (or the reverse) does not compile.
 */
export const SCREEN_MODULES: Record<ImplementedScreen, () => Promise<ComponentType>> = {
  '/dashboard': () => import('../features/dashboard/dashboard-page.tsx').then((m) => m.DashboardPage),
  '/admin/devices': () => import('../features/devices/list/device-list-page.tsx').then((m) => m.DeviceListPage),
  '/admin/devices/activate': () =>
    import('../features/devices/activate/device-activation-page.tsx').then((m) => m.DeviceActivationPage),
  '/admin/devices/:id': () => import('../features/devices/detail/device-page.tsx').then((m) => m.DevicePage),
  '/media': () => import('../features/media/media-library-page.tsx').then((m) => m.MediaLibraryPage),
  '/media/:id': () => import('../features/media/edit/media-edit-page.tsx').then((m) => m.MediaEditPage),
  '/help': () => import('../features/help/help-page.tsx').then((m) => m.HelpPage),
};
