import { Button, CloseButton, Dialog, Field, Input, Portal, Stack, Textarea } from '@chakra-ui/react';
import { TAG_GROUP_MESSAGES } from '@signage/domain/tag-manager';
import { DEFAULT_TAG_COLOUR } from '@signage/domain/tags';
import { type FormEvent, useState } from 'react';
import { LoadError } from '../../components/load-error.tsx';
import { PageSpinner } from '../../components/page-spinner.tsx';
import type { TagGroupEditorQuery } from '../../gql/graphql.ts';
import { useTagGroupEditorQuery } from '../../gql/hooks.ts';
import { ColourSwatches, colourValue } from './colour-swatches.tsx';
import { TransferList } from './transfer-list.tsx';
import { useCreateTagGroup, useUpdateTagGroup } from './use-tag-group-mutations.ts';

/** The tag group editor (spec 02 /taggroups/edit/{id}, id `new` for a new group), a dialog over the list. */
export function TagGroupDialog({ id, onClose }: { id: string | undefined; onClose: () => void }) {
  return (
    <Dialog.Root open={!!id} onOpenChange={(details) => !details.open && onClose()} size="lg" lazyMount unmountOnExit>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>{id && <Editor id={id} onClose={onClose} />}</Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}

function Editor({ id, onClose }: { id: string; onClose: () => void }) {
  const isNew = id === 'new';
  const query = useTagGroupEditorQuery({ variables: { id: isNew ? '0' : id, isNew }, fetchPolicy: 'network-only' });
  return (
    <>
      <Dialog.Header>
        <Dialog.Title>{isNew ? 'New tag group' : 'Edit tag group'}</Dialog.Title>
      </Dialog.Header>
      {query.error ? (
        <Dialog.Body>
          <LoadError title="Could not load the tag group." error={query.error} onRetry={() => void query.refetch()} />
        </Dialog.Body>
      ) : query.data ? (
        <TagGroupForm id={isNew ? undefined : id} data={query.data} onClose={onClose} />
      ) : (
        <Dialog.Body>
          <PageSpinner />
        </Dialog.Body>
      )}
      <Dialog.CloseTrigger asChild>
        <CloseButton size="sm" />
      </Dialog.CloseTrigger>
    </>
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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!name.trim()) {
      setNameError(true);
      return;
    }
    const input = { name: name.trim(), description, color, tags };
    const done = id ? await update({ id, input }) : await create({ input });
    if (done) onClose();
  };

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Dialog.Body>
        <Stack gap="4">
          <Field.Root required invalid={nameError}>
            <Field.Label>Name</Field.Label>
            <Input
              value={name}
              maxLength={100}
              onChange={(e) => (setName(e.currentTarget.value), setNameError(false))}
            />
            <Field.ErrorText>{TAG_GROUP_MESSAGES.nameEmpty}</Field.ErrorText>
          </Field.Root>
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
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" colorPalette="accent" loading={creating || updating}>
          {id ? 'Save' : 'Create'}
        </Button>
      </Dialog.Footer>
    </form>
  );
}
