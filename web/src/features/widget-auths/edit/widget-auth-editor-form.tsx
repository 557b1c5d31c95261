import { Alert, Button, Dialog, Field, Input, NativeSelect, Stack } from '@chakra-ui/react';
import { type FormEvent, useState } from 'react';
import { TagInput } from '../../../components/tags/tag-input.tsx';
import type { WidgetAuthEditQuery, WidgetType } from '../../../gql/graphql.ts';
import { useSessionTags } from '../../../lib/session-tags.ts';
import { useCan } from '../../../lib/use-can.ts';
import { EDIT_WIDGET_AUTHS } from '../widget-auth-permissions.ts';
import { WIDGET_TYPE_TEXT } from '../widget-type-labels.ts';
import { useCreateWidgetAuth, useUpdateWidgetAuth } from './use-save-widget-auth.ts';
import { WidgetAuthTokenSection } from './widget-auth-token-section.tsx';
import {
  createWidgetAuthInput,
  initialWidgetAuthValues,
  updateWidgetAuthInput,
  type WidgetAuthValues,
  widgetAuthProblem,
} from './widget-auth-values.ts';

type Auth = WidgetAuthEditQuery['widgetAuth'];

/** The editor's form: name, tags, widget_type and the auth details; OK saves and returns, Cancel returns. */
export function WidgetAuthEditorForm({ auth, onClose }: { auth: Auth | undefined; onClose: () => void }) {
  const sessionTags = useSessionTags();
  const canEdit = useCan(EDIT_WIDGET_AUTHS);
  const [values, setValues] = useState<WidgetAuthValues>(() => initialWidgetAuthValues(auth, sessionTags));
  const [problem, setProblem] = useState<string>();
  const [create, created] = useCreateWidgetAuth();
  const [update, updated] = useUpdateWidgetAuth();
  const change = (patch: Partial<WidgetAuthValues>) => setValues((v) => ({ ...v, ...patch }));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!canEdit) return onClose();
    const refusal = widgetAuthProblem(values, !auth);
    setProblem(refusal);
    if (refusal) return;
    const saved = auth
      ? await update(auth.id, updateWidgetAuthInput(values))
      : await create(createWidgetAuthInput(values));
    if (saved) onClose();
  };

  const busy = created.loading || updated.loading;
  const disabled = !canEdit || busy;
  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required disabled={disabled}>
            <Field.Label>
              Name <Field.RequiredIndicator />
            </Field.Label>
            <Input value={values.name} onChange={(e) => change({ name: e.target.value })} autoComplete="off" />
          </Field.Root>
          <TagInput
            label="Tags"
            placeholder="Add a tag"
            value={values.tags}
            onChange={(tags) => change({ tags })}
            disabled={disabled}
          />
          <Field.Root disabled={disabled}>
            <Field.Label>Widget type</Field.Label>
            <NativeSelect.Root>
              <NativeSelect.Field
                value={values.widgetType}
                onChange={(e) => change({ widgetType: e.target.value as WidgetType })}
              >
                {Object.entries(WIDGET_TYPE_TEXT).map(([value, label]) => (
                  <option key={value} value={value}>
                    {label}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field.Root>
          <WidgetAuthTokenSection
            isNew={!auth}
            maskedToken={auth?.maskedToken}
            shown={values.showAuth}
            onShownChange={(showAuth) => change({ showAuth })}
            token={values.token}
            onTokenChange={(token) => change({ token })}
            disabled={disabled}
          />
          {problem && (
            <Alert.Root status="error" size="sm">
              <Alert.Indicator />
              <Alert.Title role="alert">{problem}</Alert.Title>
            </Alert.Root>
          )}
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="accent" loading={busy}>
          OK
        </Button>
      </Dialog.Footer>
    </form>
  );
}
