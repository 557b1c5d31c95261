import type { Permission } from '@signage/domain/permissions';
import { useSessionTags } from './session-tags.ts';
import { useCan } from './use-can.ts';
import { useFormValues } from './use-form-values.ts';

interface EditorFormOptions<V> {
  /** The rights that may save; without them OK only closes the editor. */
  editRight: readonly Permission[];
  /** The values the form starts from, given the session tags a new record carries (runs once). */
  initial: (sessionTags: readonly string[]) => V;
  /** The refusal of the values as they stand, in the spec's words, or undefined. */
  problemOf: (values: V) => string | undefined;
  /** Creates or updates the record; true once saved. */
  save: (values: V) => Promise<boolean>;
  onClose: () => void;
}

/**
 * The form of a record's editor over its list: its values and refusal (`useFormValues`), whether the user may edit,
 * and OK (`submit`): without the right it closes the editor, a refusal shows under the fields, otherwise it saves
 * and closes the editor once saved.
 */
export function useEditorForm<V>(options: EditorFormOptions<V>) {
  const sessionTags = useSessionTags();
  const canEdit = useCan(options.editRight);
  const form = useFormValues<V>(() => options.initial(sessionTags));
  const submit = async () => {
    if (!canEdit) return options.onClose();
    const refusal = options.problemOf(form.values);
    form.setProblem(refusal);
    if (refusal) return;
    if (await options.save(form.values)) options.onClose();
  };
  return { ...form, canEdit, submit };
}
