import { Field, NativeSelect } from '@chakra-ui/react';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import { NameAndTagsFields } from '../../../components/editor-dialog/name-and-tags-fields.tsx';
import { WIDGET_TYPE_TEXT } from '../../../components/labels/data-source-labels.ts';
import { RecordOptions } from '../../../components/record-options.tsx';
import type { WidgetAuthEditQuery, WidgetType } from '../../../gql/graphql.ts';
import { useEditorForm } from '../../../lib/use-editor-form.ts';
import { EDIT_WIDGET_AUTHS } from '../widget-auth-permissions.ts';
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
  const [create, created] = useCreateWidgetAuth();
  const [update, updated] = useUpdateWidgetAuth();
  const { values, change, problem, canEdit, submit } = useEditorForm<WidgetAuthValues>({
    editRight: EDIT_WIDGET_AUTHS,
    initial: (sessionTags) => initialWidgetAuthValues(auth, sessionTags),
    problemOf: (v) => widgetAuthProblem(v, !auth),
    save: (v) => (auth ? update(auth.id, updateWidgetAuthInput(v)) : create(createWidgetAuthInput(v))),
    onClose,
  });

  const busy = created.loading || updated.loading;
  const disabled = !canEdit || busy;
  return (
    <EditorForm onSubmit={submit} onCancel={onClose} busy={busy} problem={problem}>
      <NameAndTagsFields name={values.name} tags={values.tags} onChange={change} disabled={disabled} />
      <Field.Root disabled={disabled}>
        <Field.Label>Widget type</Field.Label>
        <NativeSelect.Root>
          <NativeSelect.Field
            value={values.widgetType}
            onChange={(e) => change({ widgetType: e.target.value as WidgetType })}
          >
            <RecordOptions labels={WIDGET_TYPE_TEXT} />
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
    </EditorForm>
  );
}
