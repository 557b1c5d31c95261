import { THEMES, type ThemeName } from '@signage/domain/notifications';
import { useSyncExternalStore } from 'react';

/** Local-storage key of the chosen theme; index.html reads it too, to paint the right theme first. */
export const THEME_KEY = 'theme';

export function isThemeName(value: unknown): value is ThemeName {
  return (THEMES as readonly unknown[]).includes(value);
}

export function storedTheme(): ThemeName {
  const value = localStorage.getItem(THEME_KEY);
  return isThemeName(value) ? value : 'default';
}

/** Marks <html> with the theme: `data-theme`, and the dark/light class Chakra's components follow. */
export function applyTheme(theme: ThemeName, root: HTMLElement = document.documentElement): void {
  const dark = theme === 'space';
  root.dataset.theme = theme;
  root.classList.toggle('dark', dark);
  root.classList.toggle('light', !dark);
  root.style.colorScheme = dark ? 'dark' : 'light';
  root.style.backgroundColor = '';
}

const listeners = new Set<() => void>();

export function setTheme(theme: ThemeName): void {
  localStorage.setItem(THEME_KEY, theme);
  applyTheme(theme);
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function useTheme(): [ThemeName, (theme: ThemeName) => void] {
  return [useSyncExternalStore(subscribe, storedTheme), setTheme];
}
