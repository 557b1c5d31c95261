import { Field } from '@chakra-ui/react';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { EditorForm } from '../../../components/editor-dialog/editor-form.tsx';
import { NameAndTagsFields } from '../../../components/editor-dialog/name-and-tags-fields.tsx';
import { WIDGET_TYPE_TEXT } from '../../../components/labels/data-source-labels.ts';
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

/** The widget types in the order the select offers them. */
const WIDGET_TYPES = Object.keys(WIDGET_TYPE_TEXT) as WidgetType[];

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
        <ChoiceSelect
          value={values.widgetType}
          onChange={(widgetType) => change({ widgetType: widgetType as WidgetType })}
          choices={WIDGET_TYPES}
          choiceLabel={(type) => WIDGET_TYPE_TEXT[type]}
        />
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
