import { Field, Textarea } from '@chakra-ui/react';
import { TAG_GROUP_MESSAGES } from '@signage/domain/tag-manager';
import { DEFAULT_TAG_COLOUR } from '@signage/domain/tags';
import { useState } from 'react';
import { DETAIL_QUERY_CONTEXT } from '../../components/detail-page/detail-page.tsx';
import { EditorDialog } from '../../components/editor-dialog/editor-dialog.tsx';
import { EditorForm } from '../../components/editor-dialog/editor-form.tsx';
import { TextField } from '../../components/text-field.tsx';
import type { TagGroupEditorQuery } from '../../gql/graphql.ts';
import { useTagGroupEditorQuery } from '../../gql/hooks.ts';
import { ColourSwatches, colourValue } from './colour-swatches.tsx';
import { TransferList } from './transfer-list.tsx';
import { useCreateTagGroup, useUpdateTagGroup } from './use-tag-group-mutations.ts';

/** The tag group editor (spec 02 /taggroups/edit/{id}, id `new` for a new group), a dialog over the list. */
export function TagGroupEditor({ id, onClose }: { id: string; onClose: () => void }) {
  const isNew = id === 'new';
  const query = useTagGroupEditorQuery({
    variables: { id: isNew ? '0' : id, isNew },
    fetchPolicy: 'network-only',
    context: DETAIL_QUERY_CONTEXT,
  });
  return (
    <EditorDialog
      title={isNew ? 'New tag group' : 'Edit tag group'}
      onClose={onClose}
      size="lg"
      loading={!query.data}
      error={{ title: 'Could not load the tag group.', error: query.error, onRetry: query.refetch, noun: 'tag group' }}
      bare
    >
      {query.data && <TagGroupForm id={isNew ? undefined : id} data={query.data} onClose={onClose} />}
    </EditorDialog>
  );
}

function TagGroupForm({ id, data, onClose }: { id?: string; data: TagGroupEditorQuery; onClose: () => void }) {
  const group = data.tagGroup;
  const [name, setName] = useState(group?.name ?? '');
  const [description, setDescription] = useState(group?.description ?? '');
  const [color, setColor] = useState(group?.color ?? colourValue(DEFAULT_TAG_COLOUR));
  const [tags, setTags] = useState<string[]>(group?.tags.map((t) => t.name) ?? []);
  const [nameError, setNameError] = useState(false);
  const [create, { loading: creating }] = useCreateTagGroup();
  const [update, { loading: updating }] = useUpdateTagGroup();
  const available = [...new Set([...tags, ...data.ungroupedTags])].sort();

  const submit = async () => {
    if (!name.trim()) {
      setNameError(true);
      return;
    }
    const input = { name: name.trim(), description, color, tags };
    const done = id ? await update({ id, input }) : await create({ input });
    if (done) onClose();
  };

  return (
    <EditorForm onSubmit={submit} onCancel={onClose} submitLabel={id ? 'Save' : 'Create'} busy={creating || updating}>
      <TextField
        required
        label="Name"
        value={name}
        maxLength={100}
        onValue={(value) => {
          setName(value);
          setNameError(false);
        }}
        invalid={nameError}
        error={TAG_GROUP_MESSAGES.nameEmpty}
      />
      <Field.Root>
        <Field.Label>Description</Field.Label>
        <Textarea
          value={description}
          maxLength={1000}
          rows={2}
          onChange={(e) => setDescription(e.currentTarget.value)}
        />
      </Field.Root>
      <ColourSwatches value={color} onChange={setColor} />
      <TransferList available={available} chosen={tags} onChange={setTags} />
    </EditorForm>
  );
}
