import { describe, expect, it, vi } from 'vitest';
import { isMissingCode, RELOADED_AT_KEY, type RecoveryDeps, recoverFromMissingCode } from './missing-code.ts';

function deps(reachable: boolean, stored: Record<string, string> = {}, now = 100_000) {
  const reload = vi.fn();
  const storage = {
    getItem: (key: string) => stored[key] ?? null,
    setItem: (key: string, value: string) => {
      stored[key] = value;
    },
  };
  return {
    reload,
    stored,
    deps: { reachable: async () => reachable, reload, storage, now: () => now } as RecoveryDeps,
  };
}

describe('a screen whose code did not arrive', () => {
  it('knows the failure in the words of Chromium, Firefox and Safari, and nothing else', () => {
    expect(isMissingCode(new TypeError('Failed to fetch dynamically imported module: http://x/assets/a.js'))).toBe(
      true,
    );
    expect(isMissingCode(new TypeError('error loading dynamically imported module: http://x/assets/a.js'))).toBe(true);
    expect(isMissingCode(new TypeError('Importing a module script failed.'))).toBe(true);
    expect(isMissingCode(new Error('Cannot read properties of undefined'))).toBe(false);
    expect(isMissingCode('Failed to fetch dynamically imported module')).toBe(false);
  });

  it('says the server does not answer, and reloads nothing, when it does not', async () => {
    const { reload, deps: d } = deps(false);
    expect(await recoverFromMissingCode({}, d)).toBe('unreachable');
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once for a new bundle when the server answers, and not again within 30 s', async () => {
    const first = deps(true);
    expect(await recoverFromMissingCode({}, first.deps)).toBe('reloading');
    expect(first.reload).toHaveBeenCalledOnce();
    expect(first.stored[RELOADED_AT_KEY]).toBe('100000');

    const again = deps(true, { [RELOADED_AT_KEY]: '90000' });
    expect(await recoverFromMissingCode({}, again.deps)).toBe('updated');
    expect(again.reload).not.toHaveBeenCalled();

    const later = deps(true, { [RELOADED_AT_KEY]: '60000' });
    expect(await recoverFromMissingCode({}, later.deps)).toBe('reloading');

    // The person pressing "Try again" once the server is back reloads whenever they ask.
    const asked = deps(true, { [RELOADED_AT_KEY]: '90000' });
    expect(await recoverFromMissingCode({ asked: true }, asked.deps)).toBe('reloading');
    expect(asked.reload).toHaveBeenCalledOnce();
  });
});
