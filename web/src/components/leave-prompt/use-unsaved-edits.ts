import { useState } from 'react';
import { useNavigate } from 'react-router';
import { useLeavePrompt } from './use-leave-prompt.tsx';

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
}: {
  current: string;
  initial: () => string;
  readOnly: boolean;
  /** Saves; undefined when refused (the refusal is already shown). */
  write: () => Promise<SavedOutcome | undefined>;
}) {
  const navigate = useNavigate();
  const [saved, setSaved] = useState(initial);
  const dirty = !readOnly && current !== saved;
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
  const leave = useLeavePrompt(dirty, () => save(true));
  return { dirty, save: () => save(), dialog: leave.dialog, leaveSaved: leave.leaveSaved };
}
