import {
  BULK_DELETE_TYPES,
  commonTags,
  notYoursToChange,
  TAG_MANAGER_EDITORS,
  TAG_MANAGER_MESSAGES,
} from '@signage/domain/tag-manager';
import { useState } from 'react';
import { useNotify } from '../../components/notifications/use-notify.ts';
import type { TagEditInput } from '../../gql/graphql.ts';
import { useMeQuery } from '../../gql/hooks.ts';
import { readTagClipboard, writeTagClipboard } from '../../lib/tag-clipboard.ts';
import { selectionOf, type TagManagerRow } from './tag-manager-rows.ts';
import { useDeleteTagObjects, useUpdateTagObjects } from './use-tag-object-changes.ts';

/**
 * The tag manager's actions over the selected rows (spec 02 "Tag manager", §5, §8): nothing selected is said in
 * the spec's words; the tag clipboard copies the tags the selection shares and pastes them by replacing or
 * appending; only Media and Layout objects are deleted. A selection holding objects the user may not change is
 * refused before any call, naming them and the permission they need (the service refuses it whole, unnamed).
 */
export function useTagManagerActions(selectedRows: readonly TagManagerRow[], clearSelection: () => void) {
  const notify = useNotify();
  const [update, { loading: updating }] = useUpdateTagObjects();
  const [remove, { loading: deleting }] = useDeleteTagObjects();
  const [editing, setEditing] = useState<readonly TagManagerRow[] | undefined>(undefined);
  const selection = selectionOf(selectedRows);
  const held = useMeQuery().data?.me?.permissions ?? [];

  /** True (having said why) when some selected object is not the user's to change. */
  const notYours = (action: Parameters<typeof notYoursToChange>[0]) => {
    const needed = (row: TagManagerRow) =>
      TAG_MANAGER_EDITORS[row.type.toLowerCase() as Lowercase<TagManagerRow['type']>];
    const refused = selectedRows.filter((row) => !held.includes(needed(row)));
    if (refused.length === 0) return false;
    const permissions = [...new Set(refused.map(needed))];
    notify(
      'warning',
      notYoursToChange(
        action,
        refused.map((row) => row.name),
        permissions,
      ),
    );
    return true;
  };

  const needSelection = (message: string) => {
    if (selectedRows.length > 0) return true;
    notify('warning', message);
    return false;
  };
  const change = async (edit: TagEditInput) => {
    if (await update(selection, edit)) clearSelection();
  };
  const paste = (mode: 'replace' | 'append') => {
    if (!needSelection(TAG_MANAGER_MESSAGES.selectBeforeEditing) || notYours('change the tags of')) return;
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
      if (needSelection(TAG_MANAGER_MESSAGES.selectBeforeEditing) && !notYours('change the tags of'))
        setEditing(selectedRows);
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
      if (notYours('delete')) return;
      if (await remove(selection)) clearSelection();
    },
  };
}
