import { Box, Link, Table } from '@chakra-ui/react';
import { Link as RouterLink, useLocation, useNavigate } from 'react-router';
import { TagList } from '../../../components/tags/tag-list.tsx';
import type { DataSourceRow_DataSourceFragment, DataSourceType } from '../../../gql/graphql.ts';
import { dataSourceEditPath } from '../../../lib/paths.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

/** Spec 02 "Data source list": the derived type as the list shows it. */
export const DATA_SOURCE_TYPE_LABELS: Record<DataSourceType, string> = {
  EXTERNAL_URL: 'External URL',
  LOCAL: 'Local',
};

const COLUMNS = ['Name', 'Type', 'Url', 'Date Created', 'Tags'] as const;

/**
 * Columns Name, Type, Url (N/A for local), Date Created, Tags (spec 02). A row opens the editor over the list,
 * keeping the list's search; the name is the link keyboard users reach.
 */
export function DataSourceTable({ sources }: { sources: readonly DataSourceRow_DataSourceFragment[] }) {
  const time = useDisplayTime();
  const navigate = useNavigate();
  const { search } = useLocation();
  const editorOf = (id: string) => ({ pathname: dataSourceEditPath(id), search });
  return (
    <Box overflowX="auto" borderWidth="1px" rounded="md">
      <Table.Root size="sm" aria-label="Data sources" interactive minWidth="3xl">
        <Table.Header>
          <Table.Row>
            {COLUMNS.map((label) => (
              <Table.ColumnHeader key={label}>{label}</Table.ColumnHeader>
            ))}
          </Table.Row>
        </Table.Header>
        <Table.Body>
          {sources.map((source) => (
            <Table.Row key={source.id} cursor="pointer" onClick={() => navigate(editorOf(source.id))}>
              <Table.Cell>
                <Link asChild fontWeight="medium" onClick={(event) => event.stopPropagation()}>
                  <RouterLink to={editorOf(source.id)}>{source.name}</RouterLink>
                </Link>
              </Table.Cell>
              <Table.Cell>{DATA_SOURCE_TYPE_LABELS[source.type]}</Table.Cell>
              <Table.Cell wordBreak="break-all">{source.type === 'LOCAL' ? 'N/A' : (source.url ?? 'N/A')}</Table.Cell>
              <Table.Cell whiteSpace="nowrap">{time.dateTime(source.dateCreated)}</Table.Cell>
              <Table.Cell>
                <TagList tags={source.tags} />
              </Table.Cell>
            </Table.Row>
          ))}
        </Table.Body>
      </Table.Root>
    </Box>
  );
}
