import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router';
import { type Draft, type DraftSlot, readDraft, removeDraft, writeDraft } from '../../lib/drafts.ts';
import { getUserId } from '../../lib/session.ts';
import { useLeavePrompt } from './use-leave-prompt.tsx';

/** How long edits settle before their safety copy is written (typing a name writes once, not per key). */
const DRAFT_WRITE_MS = 500;

/** What a successful save answers: where a newly created record lives now, if the editor moves there. */
export type SavedOutcome = { moveTo?: string; replace?: boolean };

/**
 * A full-page editor's unsaved changes (layout, sync sequence, audio playlist): `current` is what Save would write,
 * `initial` the same for what the server held when the editor opened (both as comparable strings). Dirty while they
 * differ and the editor may edit; a save that succeeds makes `current` the saved state and, unless the person is
 * leaving anyway, moves to the new record's route without asking. Leaving with changes asks (`useLeavePrompt`).
 */
export function useUnsavedEdits({
  current,
  initial,
  readOnly,
  write,
  draft,
}: {
  current: string;
  initial: () => string;
  readOnly: boolean;
  /** Saves; undefined when refused (the refusal is already shown). */
  write: () => Promise<SavedOutcome | undefined>;
  /**
   * Keeps the unsaved edits in this browser under `key` ("layout/7") while they are unsaved (lib/drafts.ts), and
   * offers back those an earlier visit left: `restore` puts a kept `current` string back into the editor.
   */
  draft?: { key: string; restore: (state: string) => void };
}) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(initial);
  const dirty = !readOnly && current !== saved;
  // Read once: an ended session clears it before the page goes, and the copy must still be written then.
  const [userId] = useState(getUserId);
  const draftKey = draft?.key;
  const slot: DraftSlot | undefined = draftKey ? { userId, key: draftKey } : undefined;
  // Left by an earlier visit and different from what the server holds: kept until restored or discarded, and
  // offered once the editor may edit (its rights load after it opens).
  const [offered, setOffered] = useState<Draft | undefined>(() => {
    const kept = slot ? readDraft(slot) : undefined;
    return kept && kept.state !== saved ? kept : undefined;
  });
  // While one is offered it stays as it is; otherwise the copy follows the edits, and goes once none are unsaved.
  useEffect(() => {
    if (!draftKey || offered) return;
    const here = { userId, key: draftKey };
    if (!dirty) {
      removeDraft(here);
      return;
    }
    const timer = setTimeout(() => writeDraft(here, current), DRAFT_WRITE_MS);
    // The page going away (the session ended and the console goes to sign-in, the tab closes) writes at once.
    const now = () => writeDraft(here, current);
    window.addEventListener('pagehide', now);
    return () => {
      clearTimeout(timer);
      window.removeEventListener('pagehide', now);
    };
  }, [userId, draftKey, offered, dirty, current]);
  const restoreDraft = () => {
    if (offered) draft?.restore(offered.state);
    setOffered(undefined);
  };
  const discardDraft = () => {
    if (slot) removeDraft(slot);
    setOffered(undefined);
  };
  const save = async (leaving = false): Promise<boolean> => {
    const outcome = await write();
    if (!outcome) return false;
    setSaved(current);
    if (outcome.moveTo && !leaving) {
      leave.leaveSaved();
      void navigate(outcome.moveTo, { replace: outcome.replace });
    }
    return true;
  };
  const leave = useLeavePrompt(
    dirty,
    () => save(true),
    () => slot && removeDraft(slot),
  );
  return {
    dirty,
    save: () => save(),
    dialog: leave.dialog,
    leaveSaved: leave.leaveSaved,
    /** Unsaved edits an earlier visit left, when there are: the editor offers to restore or discard them. */
    keptDraft: offered && !readOnly ? { at: offered.at, restore: restoreDraft, discard: discardDraft } : undefined,
  };
}
