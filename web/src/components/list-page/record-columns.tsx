import type { Table } from '@chakra-ui/react';
import type { TagList_TagFragment } from '../../gql/graphql.ts';
import { TagList } from '../tags/tag-list.tsx';
import { DateCreated } from './date-created.tsx';
import type { RecordColumn } from './record-table.tsx';

/** The Date Created column the record lists share, the date in the display time zone. */
export function dateCreatedColumn<T extends { dateCreated: string }>(cellProps?: Table.CellProps): RecordColumn<T> {
  return { header: 'Date Created', cell: (record) => <DateCreated value={record.dateCreated} />, cellProps };
}

/**
 * A record's tags as coloured chips, under "Tags" unless the spec names the column otherwise ("Venue Tags"); `none`
 * says what a record without tags means where that is not nothing (trading hours without tags reach every device).
 */
export function tagsColumn<T extends { tags: readonly Pick<TagList_TagFragment, 'name' | 'color'>[] }>(
  header = 'Tags',
  none?: string,
): RecordColumn<T> {
  return { header, cell: (record) => (record.tags.length || !none ? <TagList tags={record.tags} /> : none) };
}
