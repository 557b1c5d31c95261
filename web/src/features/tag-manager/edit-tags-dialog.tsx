import { Button, Dialog, Stack, Text } from '@chakra-ui/react';
import { commonTags } from '@signage/domain/tag-manager';
import { useState } from 'react';
import { EditorDialog } from '../../components/editor-dialog/editor-dialog.tsx';
import { TagInput, type TagValue } from '../../components/tags/tag-input.tsx';
import type { TagEditInput } from '../../gql/graphql.ts';
import type { TagManagerRow } from './tag-manager-rows.ts';

/** The tags every selected row carries, with their colours: what "edit common tags" starts from. */
export function commonTagValues(rows: readonly TagManagerRow[]): TagValue[] {
  const names = commonTags(rows.map((row) => row.tags.map((t) => t.name)));
  return names.map((name) => ({ name, color: rows[0]?.tags.find((t) => t.name === name)?.color ?? null }));
}

/** The edit that turns `before` (the common tags) into `after`: tags added to, and removed from, every object. */
export function commonTagsEdit(before: readonly TagValue[], after: readonly TagValue[]): TagEditInput | undefined {
  const was = new Set(before.map((t) => t.name));
  const is = new Set(after.map((t) => t.name));
  const add = [...is].filter((name) => !was.has(name));
  const remove = [...was].filter((name) => !is.has(name));
  return add.length || remove.length ? { add, remove } : undefined;
}

/**
 * Edit the common tags of the selection (spec 02 "Tag manager"): the tags all selected objects share; adding one
 * adds it to each, removing one takes it off each. Other tags of each object stay.
 */
export function EditTagsDialog({
  rows,
  onClose,
  onSave,
}: {
  /** The selected rows; the dialog is open while there are some. */
  rows: readonly TagManagerRow[] | undefined;
  onClose: () => void;
  onSave: (edit: TagEditInput) => void;
}) {
  return (
    <EditorDialog title="Edit tags" open={!!rows} onClose={onClose} bare>
      {rows && <EditTagsForm rows={rows} onClose={onClose} onSave={onSave} />}
    </EditorDialog>
  );
}

function EditTagsForm({
  rows,
  onClose,
  onSave,
}: {
  rows: readonly TagManagerRow[];
  onClose: () => void;
  onSave: (edit: TagEditInput) => void;
}) {
  const [initial] = useState(() => commonTagValues(rows));
  const [tags, setTags] = useState(initial);
  const edit = commonTagsEdit(initial, tags);
  return (
    <>
      <Dialog.Body>
        <Stack gap="3">
          <Text fontSize="sm" color="fg.muted">
            {rows.length === 1
              ? `The tags of ${rows[0]!.name}.`
              : `The tags all ${rows.length} selected objects share. A tag you add is added to each; a tag you remove is taken off each.`}
          </Text>
          <TagInput label="Common tags" value={tags} onChange={setTags} />
        </Stack>
      </Dialog.Body>
      <Dialog.Footer>
        <Button variant="outline" onClick={onClose}>
          Cancel
        </Button>
        <Button colorPalette="accent" disabled={!edit} onClick={() => edit && onSave(edit)}>
          Save tags
        </Button>
      </Dialog.Footer>
    </>
  );
}
