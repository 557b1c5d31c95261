import { BULK_DELETE_TYPES, commonTags, TAG_MANAGER_MESSAGES } from '@signage/domain/tag-manager';
import { useState } from 'react';
import { useNotify } from '../../components/notifications/use-notify.ts';
import type { TagEditInput } from '../../gql/graphql.ts';
import { readTagClipboard, writeTagClipboard } from '../../lib/tag-clipboard.ts';
import { selectionOf, type TagManagerRow } from './tag-manager-rows.ts';
import { useDeleteTagObjects, useUpdateTagObjects } from './use-tag-object-changes.ts';

/**
 * The tag manager's actions over the selected rows (spec 02 "Tag manager", §5, §8): nothing selected is said in
 * the spec's words; the tag clipboard copies the tags the selection shares and pastes them by replacing or
 * appending; only Media and Layout objects are deleted.
 */
export function useTagManagerActions(selectedRows: readonly TagManagerRow[], clearSelection: () => void) {
  const notify = useNotify();
  const [update, { loading: updating }] = useUpdateTagObjects();
  const [remove, { loading: deleting }] = useDeleteTagObjects();
  const [editing, setEditing] = useState<readonly TagManagerRow[] | undefined>(undefined);
  const selection = selectionOf(selectedRows);

  const needSelection = (message: string) => {
    if (selectedRows.length > 0) return true;
    notify('warning', message);
    return false;
  };
  const change = async (edit: TagEditInput) => {
    if (await update(selection, edit)) clearSelection();
  };
  const paste = (mode: 'replace' | 'append') => {
    if (!needSelection(TAG_MANAGER_MESSAGES.selectBeforeEditing)) return;
    const clipboard = readTagClipboard().map((tag) => tag.name);
    if (clipboard.length === 0) {
      notify('danger', TAG_MANAGER_MESSAGES.clipboardEmpty);
      return;
    }
    void change(mode === 'replace' ? { set: clipboard } : { add: clipboard });
  };

  return {
    busy: updating || deleting,
    editing,
    closeEditor: () => setEditing(undefined),
    saveEdit: (edit: TagEditInput) => {
      setEditing(undefined);
      void change(edit);
    },
    onEdit: () => {
      if (needSelection(TAG_MANAGER_MESSAGES.selectBeforeEditing)) setEditing(selectedRows);
    },
    onCopy: () => {
      if (!needSelection(TAG_MANAGER_MESSAGES.selectBeforeEditing)) return;
      const names = commonTags(selectedRows.map((row) => row.tags.map((t) => t.name)));
      const first = selectedRows[0]!.tags;
      writeTagClipboard(names.map((name) => ({ name, color: first.find((t) => t.name === name)?.color ?? null })));
      notify('success', TAG_MANAGER_MESSAGES.copiedTags);
    },
    onReplace: () => paste('replace'),
    onAppend: () => paste('append'),
    onDelete: async () => {
      if (!needSelection(TAG_MANAGER_MESSAGES.selectBeforeDeleting)) return;
      const deletable = (BULK_DELETE_TYPES as readonly string[]).map((type) => type.toUpperCase());
      if (selectedRows.some((row) => !deletable.includes(row.type))) {
        notify('danger', TAG_MANAGER_MESSAGES.onlyMediaAndLayouts);
        return;
      }
      if (await remove(selection)) clearSelection();
    },
  };
}
