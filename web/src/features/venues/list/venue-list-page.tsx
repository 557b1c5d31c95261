import { VENUE_PAGE_SIZES } from '@signage/domain/page-sizes';
import { LuMapPin } from 'react-icons/lu';
import type { ListScreenProps } from '../../../components/list-page/list-with-editor.tsx';
import { tagsColumn } from '../../../components/list-page/record-columns.tsx';
import type { RecordColumn } from '../../../components/list-page/record-table.tsx';
import { TaggedListPage, taggedListTexts } from '../../../components/list-page/tagged-list-page.tsx';
import { VenueListQueryDocument, type VenueRow_VenueFragment } from '../../../gql/graphql.ts';
import { taggedListParams, useTaggedList } from '../../../lib/use-tagged-list.ts';
import { EDIT_VENUES } from '../venue-permissions.ts';

export const VENUE_LIST = taggedListTexts({
  noun: 'venue',
  nothingYet: 'No venues yet. Add one to put devices on its clock.',
  searchPlaceholder: 'Name, time zone or tag',
  icon: LuMapPin,
});

/** Spec 02 §9: the venue grid offers 25, 50 and 100 a page. */
const PARAMS = taggedListParams(VENUE_PAGE_SIZES, VENUE_PAGE_SIZES[0]);

/** Columns ID, Name, Venue Tags (spec 02 "Venues"), with the zone and device count beside them. */
const COLUMNS: RecordColumn<VenueRow_VenueFragment>[] = [
  { header: 'ID', cell: (venue) => venue.id },
  { header: 'Time zone', cell: (venue) => venue.timeZone },
  { header: 'Devices', cell: (venue) => venue.deviceCount },
  tagsColumn('Venue Tags'),
];

/** /venues: the venue list (spec 02); the editor opens over it. */
export function VenueListPage(screen: ListScreenProps) {
  const list = useTaggedList(VenueListQueryDocument, {
    params: PARAMS,
    editRight: EDIT_VENUES,
    select: (d) => d.venues,
  });
  return <TaggedListPage texts={VENUE_LIST} list={list} columns={COLUMNS} {...screen} />;
}
