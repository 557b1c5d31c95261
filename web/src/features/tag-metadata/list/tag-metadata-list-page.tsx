import { DEFAULT_SEARCH_PAGE_SIZE } from '@signage/domain/search';
import { describeRollout } from '@signage/domain/tag-metadata/desired-state';
import { useEffect, useState } from 'react';
import { LuClock, LuSlidersHorizontal } from 'react-icons/lu';
import { DateCreated } from '../../../components/list-page/date-created.tsx';
import type { ListScreenProps } from '../../../components/list-page/list-with-editor.tsx';
import { tagsColumn } from '../../../components/list-page/record-columns.tsx';
import { TaggedListPage, type TaggedListTexts } from '../../../components/list-page/tagged-list-page.tsx';
import { type TagMetadataCategory, TagMetadataListQueryDocument } from '../../../gql/graphql.ts';
import { deviceSettingsEditPath, paths, tradingHoursEditPath } from '../../../lib/paths.ts';
import { taggedListParams, useTaggedList } from '../../../lib/use-tagged-list.ts';
import { EDIT_TAG_METADATA } from '../tag-metadata-permissions.ts';

const PARAMS = taggedListParams([25, 50, 100], DEFAULT_SEARCH_PAGE_SIZE);
/** How often the list asks again while some device has not answered what it should run with. */
const ROLLOUT_POLL_MS = 3000;

interface Category {
  texts: TaggedListTexts;
  /** A record without a description is called this, then its id. */
  noun: string;
  /** The one category the list shows. */
  kind: TagMetadataCategory;
  listPath: string;
  editPath: (id: string) => string;
}

const filters = (what: string) => ({
  label: `${what} filters`,
  search: { label: `Search ${what.toLowerCase()}`, placeholder: 'Description or tag' },
  tags: { label: 'Filter by tags', placeholder: 'Add a tag' },
});

export const TRADING_HOURS_LIST: Category = {
  texts: {
    title: 'Trading hours',
    empty: {
      nothingYet: 'No trading hours yet. Add opening hours for the devices carrying their tags.',
      noMatches: 'No trading hours match these filters.',
      icon: LuClock,
    },
    filters: filters('Trading hours'),
    add: 'Add trading hours',
  },
  noun: 'Trading hours',
  kind: 'TRADING_HOURS',
  listPath: paths.tradingHours,
  editPath: tradingHoursEditPath,
};

export const DEVICE_SETTINGS_LIST: Category = {
  texts: {
    title: 'Device settings',
    empty: {
      nothingYet:
        'No device settings yet. Add kiosk browser and streaming settings for the devices carrying their tags.',
      noMatches: 'No device settings match these filters.',
      icon: LuSlidersHorizontal,
    },
    filters: filters('Device settings'),
    add: 'Add device settings',
  },
  noun: 'Device settings',
  kind: 'DEVICE_SETTINGS',
  listPath: paths.deviceSettings,
  editPath: deviceSettingsEditPath,
};

/** A record's name in lists and titles: its description, or its category and id. */
export const recordName = (noun: string, record: { id: string; description: string }) =>
  record.description || `${noun} ${record.id}`;

/**
 * /tradinghours and /devicesettings: description, tags, linked devices, their roll-out (applied, pending, failed)
 * and last change; the editor opens over it.
 */
export function TagMetadataListPage({ category, dialogs, editorOf }: ListScreenProps & { category: Category }) {
  const [pollMs, setPollMs] = useState(0);
  const list = useTaggedList(TagMetadataListQueryDocument, {
    params: PARAMS,
    variables: { categories: [category.kind] },
    pollInterval: pollMs,
    editRight: EDIT_TAG_METADATA,
    // A record's name in the table is its description (or its category and id).
    select: (data) => ({
      ...data.tagMetadata,
      items: data.tagMetadata.items.map((record) => ({ ...record, name: recordName(category.noun, record) })),
    }),
  });
  // After a save the roll-out shows devices pending: the list follows them until every one has answered.
  const pending = list.items.some((r) => r.rollout.pending > 0);
  useEffect(() => setPollMs(pending ? ROLLOUT_POLL_MS : 0), [pending]);
  return (
    <TaggedListPage
      texts={category.texts}
      list={list}
      editorOf={editorOf}
      dialogs={dialogs}
      nameHeader="Description"
      columns={[
        tagsColumn('Tags', 'Every device'),
        { header: 'Linked devices', cell: (r) => r.linkedDeviceCount },
        { header: 'Roll-out', cell: (r) => (r.linkedDeviceCount ? describeRollout(r.rollout) : '—') },
        { header: 'Last changed', cell: (r) => <DateCreated value={r.dateUpdated} /> },
      ]}
    />
  );
}
