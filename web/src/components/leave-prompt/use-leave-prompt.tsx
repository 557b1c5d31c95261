import { Button } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { useBlocker } from 'react-router';
import { AlertDialog } from '../editor-dialog/alert-dialog.tsx';

/** What the prompt on leaving says (spec 01 §4: save, or drop the changes). */
export const LEAVE_PROMPT = 'You have unsaved changes. Save them before leaving, or drop them?';

/**
 * Spec 01 §4: navigating away from a dirty editor asks whether to save (a new layout is created, an existing one
 * updated) or to drop the changes; "Stay" (or Escape) keeps editing. Closing the tab gets the browser's prompt.
 * `onDrop` hears the changes dropped. Answers the dialog to render, and `leaveSaved`: call it before navigating
 * away after a save (the new layout's route), which the state of this render still sees as dirty.
 */
export function useLeavePrompt(dirty: boolean, save: () => Promise<boolean>, onDrop?: () => void) {
  const saved = useRef(false);
  useEffect(() => {
    if (!dirty) saved.current = false;
  }, [dirty]);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && !saved.current && currentLocation.pathname !== nextLocation.pathname,
  );
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (!dirty) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, [dirty]);

  const open = blocker.state === 'blocked';
  const stay = () => blocker.state === 'blocked' && blocker.reset();
  const saveAndLeave = async () => {
    setSaving(true);
    const saved = await save();
    setSaving(false);
    if (blocker.state !== 'blocked') return;
    if (saved) blocker.proceed();
    else blocker.reset();
  };

  const dialog = (
    <AlertDialog
      open={open}
      onClose={stay}
      title="Unsaved changes"
      footer={
        <>
          <Button variant="ghost" onClick={stay}>
            Stay
          </Button>
          <Button
            variant="outline"
            colorPalette="red"
            onClick={() => {
              if (blocker.state !== 'blocked') return;
              onDrop?.();
              blocker.proceed();
            }}
          >
            Drop changes
          </Button>
          <Button colorPalette="accent" loading={saving} onClick={() => void saveAndLeave()}>
            Save
          </Button>
        </>
      }
    >
      {LEAVE_PROMPT}
    </AlertDialog>
  );
  return {
    dialog,
    leaveSaved: () => {
      saved.current = true;
    },
  };
}
