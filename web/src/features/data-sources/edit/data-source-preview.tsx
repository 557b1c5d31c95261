import { Badge, Box, Heading, HStack, Link, Stack, Table, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { LuDownload } from 'react-icons/lu';
import { LoadError } from '../../../components/load-error.tsx';
import { PageSpinner } from '../../../components/page-spinner.tsx';
import { Pager } from '../../../components/pager.tsx';
import { useDataSourcePreviewQuery } from '../../../gql/hooks.ts';
import { useDisplayTime } from '../../../lib/use-display-time.ts';

export const PREVIEW_PAGE_SIZES = [25, 50, 100] as const;

/**
 * A page of the rows of the file the source resolves against: its upload, or the newest copy polled from its
 * url. The Key column is marked: data links name a row by it.
 */
export function DataSourcePreview({ id }: { id: string }) {
  const [paging, setPaging] = useState({ page: 1, pageSize: PREVIEW_PAGE_SIZES[0] as number });
  const time = useDisplayTime();
  const query = useDataSourcePreviewQuery({ variables: { id, ...paging }, fetchPolicy: 'cache-and-network' });
  const file = (query.data ?? query.previousData)?.dataSource.currentFile;

  let body: React.ReactNode;
  if (query.error && !file) {
    body = <LoadError title="Could not load the preview." error={query.error} onRetry={() => void query.refetch()} />;
  } else if (!query.data && !query.previousData) {
    body = <PageSpinner />;
  } else if (!file) {
    body = <Text color="fg.muted">No file yet: upload a CSV, or wait for the url to be polled.</Text>;
  } else {
    const { keyColumn, items, pageInfo } = file.rows;
    // Cells are positional: a column is its place in the header (data links count it from 0).
    const columns = file.rows.columns.map((name, index) => ({ name, index, key: `${index}:${name}` }));
    body = (
      <Stack gap="3">
        <HStack gap="3" wrap="wrap" fontSize="sm">
          <Text>
            {file.uploaded ? `Uploaded ${file.originalName ?? 'file'}` : 'Polled from the url'},{' '}
            {time.dateTime(file.dateCreated)}, {file.rowCount} {file.rowCount === 1 ? 'row' : 'rows'}
          </Text>
          <Link href={file.downloadUrl} download variant="underline">
            <LuDownload aria-hidden />
            Download CSV
          </Link>
        </HStack>
        {/* The table scrolls by itself, so it must be reachable and named for keyboard users. */}
        <Box
          overflow="auto"
          maxHeight="50vh"
          borderWidth="1px"
          rounded="md"
          tabIndex={0}
          role="region"
          aria-label="Preview rows"
        >
          <Table.Root size="sm" stickyHeader aria-label="Preview of the current file">
            <Table.Header>
              <Table.Row>
                {columns.map((column) => (
                  <Table.ColumnHeader key={column.key} whiteSpace="nowrap">
                    {column.name}
                    {column.index === keyColumn && (
                      <Badge ms="1" size="sm" colorPalette="accent">
                        key
                      </Badge>
                    )}
                    <Text as="span" ms="1" color="fg.muted" fontWeight="normal">
                      ({column.index})
                    </Text>
                  </Table.ColumnHeader>
                ))}
              </Table.Row>
            </Table.Header>
            <Table.Body>
              {items.map((row, r) => (
                // Rows have no id of their own; their place on the page is what they are.
                // biome-ignore lint/suspicious/noArrayIndexKey: see above.
                <Table.Row key={r}>
                  {columns.map((column) => (
                    <Table.Cell key={column.key}>{row[column.index] ?? ''}</Table.Cell>
                  ))}
                </Table.Row>
              ))}
            </Table.Body>
          </Table.Root>
        </Box>
        <Pager
          page={pageInfo.page}
          pageSize={pageInfo.pageSize}
          totalItems={pageInfo.totalItems}
          pageSizes={PREVIEW_PAGE_SIZES}
          onPageChange={(page) => setPaging((p) => ({ ...p, page }))}
          onPageSizeChange={(pageSize) => setPaging({ page: 1, pageSize })}
        />
      </Stack>
    );
  }
  return (
    <Stack gap="3" as="section" aria-labelledby="data-source-preview-heading">
      <Heading as="h3" size="md" id="data-source-preview-heading">
        Preview
      </Heading>
      {body}
    </Stack>
  );
}
