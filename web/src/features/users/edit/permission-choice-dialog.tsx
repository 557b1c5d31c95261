import { Checkbox, CheckboxGroup, Fieldset, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';

interface PermissionChoiceDialogProps {
  title: string;
  /** Only what the arithmetic allows (spec 02 §6): the addable or the removable set. */
  choices: readonly string[];
  /** Said when there is nothing to choose. */
  none: string;
  submitLabel: string;
  busy: boolean;
  onChoose: (chosen: string[]) => Promise<boolean>;
  onClose: () => void;
}

/** Tick one or more permissions to add or remove; OK saves the user's full new list. */
export function PermissionChoiceDialog(props: PermissionChoiceDialogProps) {
  const { title, choices, none, submitLabel, busy, onChoose, onClose } = props;
  const [chosen, setChosen] = useState<string[]>([]);
  const [problem, setProblem] = useState<string>();
  const submit = async () => {
    if (!chosen.length) return setProblem('Choose at least one permission.');
    if (await onChoose(chosen)) onClose();
  };
  return (
    <EditorDialog title={title} onClose={onClose} busy={busy} bare>
      <EditorForm onSubmit={submit} onCancel={onClose} busy={busy} problem={problem} submitLabel={submitLabel}>
        {choices.length === 0 ? (
          <Text>{none}</Text>
        ) : (
          <Fieldset.Root>
            <Fieldset.Legend>Permissions</Fieldset.Legend>
            <CheckboxGroup value={chosen} onValueChange={setChosen} name="permissions">
              <Stack gap="2">
                {choices.map((permission) => (
                  <Checkbox.Root key={permission} value={permission}>
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{permission}</Checkbox.Label>
                  </Checkbox.Root>
                ))}
              </Stack>
            </CheckboxGroup>
          </Fieldset.Root>
        )}
      </EditorForm>
    </EditorDialog>
  );
}
