import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { newElement } from '@signage/domain/layouts/elements';
import { newLayoutJson } from '@signage/domain/layouts/tree';
import { CreateSyncSequenceMutationDocument, UpdateSyncSequenceMutationDocument } from '../../../gql/graphql.ts';
import { useNotifiedMutation } from '../../../lib/use-notified-mutation.ts';
import { useSaveCheck } from '../frame/use-save-check.ts';
import type { SyncItem } from './use-sync-sequence-items.ts';

export interface SyncDraft {
  name: string;
  tags: string[];
  items: readonly SyncItem[];
}

/** The tree a sync sequence is saved as: its root sequence holding one video element per item, in order. */
export function syncSequenceJson(items: readonly SyncItem[]) {
  const root = newLayoutJson('sync_sequence');
  root.children = items.map((item) => ({ ...newElement('video'), media_id: Number(item.media.id) }));
  return root;
}

/**
 * Saves a sync sequence after the save rules ("Sequence does not have any videos selected.", name, tags):
 * "Sync Sequence successfully created" for a new one, "Layout successfully updated" for an existing one.
 * Resolves the saved sequence's id, or undefined when nothing was saved.
 */
export function useSaveSyncSequence() {
  const check = useSaveCheck();
  const [create, created] = useNotifiedMutation(CreateSyncSequenceMutationDocument, {
    success: LAYOUT_MESSAGES.syncSequenceCreated,
  });
  const [update, updated] = useNotifiedMutation(UpdateSyncSequenceMutationDocument, {
    success: LAYOUT_MESSAGES.updated,
  });
  const save = async (id: string | undefined, draft: SyncDraft): Promise<string | undefined> => {
    const json = syncSequenceJson(draft.items);
    if (!(await check({ name: draft.name, tags: draft.tags, layout_type: 'sync_sequence', json }))) return undefined;
    const input = { name: draft.name.trim(), tags: draft.tags, json };
    if (id) return (await update({ id, input }))?.updateLayout.id;
    return (await create({ input: { ...input, layoutType: 'SYNC_SEQUENCE' } }))?.createLayout.id;
  };
  return [save, created.loading || updated.loading] as const;
}
