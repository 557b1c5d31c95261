/**
 * A screen's code (a lazily loaded chunk) that did not arrive: the console's server does not answer, or a deploy
 * replaced the bundle this page was loaded from, so the chunk it names is gone. Chromium, Firefox and Safari word
 * the failure differently.
 */
const CODE_NOT_LOADED =
  /Failed to fetch dynamically imported module|error loading dynamically imported module|Importing a module script failed|Unable to preload CSS/i;

export function isMissingCode(error: unknown): boolean {
  return error instanceof Error && CODE_NOT_LOADED.test(error.message);
}

/** When this tab last reloaded for a new bundle, so a deploy that is itself broken does not reload it in a loop. */
export const RELOADED_AT_KEY = 'signage.reloadedForNewBundle';
const RELOAD_GUARD_MS = 30_000;

export type MissingCodeState = 'reloading' | 'unreachable' | 'updated';

export interface RecoveryDeps {
  /** True when the console's server answers. */
  reachable: () => Promise<boolean>;
  reload: () => void;
  storage: Pick<Storage, 'getItem' | 'setItem'>;
  now: () => number;
}

const browserDeps = (): RecoveryDeps => ({
  reachable: () =>
    fetch('/', { method: 'HEAD', cache: 'no-store' }).then(
      (answer) => answer.ok,
      () => false,
    ),
  reload: () => window.location.reload(),
  storage: sessionStorage,
  now: Date.now,
});

/**
 * What to do about missing code. The server does not answer ('unreachable'): say so and let the person try again.
 * It answers: the page reloads for the code (the server is back, or a deploy replaced the bundle), unless it is
 * not the person asking and this tab already reloaded within 30 s ('updated', for them to decide: a deploy that is
 * itself broken must not reload in a loop).
 */
export async function recoverFromMissingCode(
  { asked = false }: { asked?: boolean } = {},
  deps: RecoveryDeps = browserDeps(),
): Promise<MissingCodeState> {
  if (!(await deps.reachable())) return 'unreachable';
  const last = Number(deps.storage.getItem(RELOADED_AT_KEY) ?? 0);
  if (!asked && deps.now() - last < RELOAD_GUARD_MS) return 'updated';
  deps.storage.setItem(RELOADED_AT_KEY, String(deps.now()));
  deps.reload();
  return 'reloading';
}
