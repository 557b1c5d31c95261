import { Alert, Button, Dialog, Stack } from '@chakra-ui/react';
import type { FormEvent, ReactNode } from 'react';

interface EditorFormProps {
  /** Called with the default prevented: the form never reloads the page. */
  onSubmit: () => unknown;
  onCancel: () => void;
  /** The submit button's words: OK for the editors over a list (spec 02 §2), Save, Create... */
  submitLabel?: string;
  /** A save is running: the submit button spins and Cancel waits. */
  busy?: boolean;
  /** Why the values cannot be saved, in the spec's words; shown under the fields. */
  problem?: string;
  /** The fields. */
  children: ReactNode;
  /** Below the problem: what is shown rather than edited (a preview). */
  after?: ReactNode;
}

/**
 * The body and footer of an editor in an `EditorDialog` (pass it `bare`): the fields, the reason a save was
 * refused, and Cancel beside the submit button. Browser validation is off: the spec's messages say what is wrong.
 */
export function EditorForm({
  onSubmit,
  onCancel,
  submitLabel = 'OK',
  busy,
  problem,
  children,
  after,
}: EditorFormProps) {
  const submit = (event: FormEvent) => {
    event.preventDefault();
    void onSubmit();
  };
  return (
    <form onSubmit={submit} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          {children}
          {problem && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Title role="alert">{problem}</Alert.Title>
            </Alert.Root>
          )}
          {after}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onCancel} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="accent" loading={busy}>
          {submitLabel}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
