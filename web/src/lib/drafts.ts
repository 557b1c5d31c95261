/**
 * Unsaved edits kept in this browser, per user and editor ("layout/7"), while an editor holds them: a session that
 * ends (the next save is refused and the console goes to sign-in), a closed tab or a crash loses none of them. The
 * editor offers them back when it opens again; saving, dropping or discarding them removes them, as does signing out.
 */
const PREFIX = 'signage.draft.';

export interface Draft {
  /** When it was last written (ms). */
  at: number;
  /** The editor's state as its `current` string. */
  state: string;
}

/** Where a user's draft of an editor is kept: none without a signed-in user. */
export interface DraftSlot {
  userId: string | null;
  key: string;
}

const storageKey = ({ userId, key }: DraftSlot) => (userId ? `${PREFIX}${userId}.${key}` : undefined);

export function readDraft(slot: DraftSlot): Draft | undefined {
  const stored = storageKey(slot);
  if (!stored) return undefined;
  try {
    const draft = JSON.parse(localStorage.getItem(stored) ?? 'null') as Draft | null;
    return draft && typeof draft.at === 'number' && typeof draft.state === 'string' ? draft : undefined;
  } catch {
    return undefined;
  }
}

export function writeDraft(slot: DraftSlot, state: string, at = Date.now()): void {
  const stored = storageKey(slot);
  if (!stored) return;
  try {
    localStorage.setItem(stored, JSON.stringify({ at, state } satisfies Draft));
  } catch {
    // Storage full or refused: the editor still holds the edits; only the safety copy is lost.
  }
}

export function removeDraft(slot: DraftSlot): void {
  const stored = storageKey(slot);
  if (stored) localStorage.removeItem(stored);
}

/** Signing out leaves nothing of the user's work behind in this browser. */
export function removeUserDrafts(userId: string | null): void {
  if (!userId) return;
  const mine = `${PREFIX}${userId}.`;
  for (const key of Object.keys(localStorage)) if (key.startsWith(mine)) localStorage.removeItem(key);
}
