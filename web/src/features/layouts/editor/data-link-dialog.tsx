import { Button, Field, Spinner, Stack, Text } from '@chakra-ui/react';
import type { DataLink } from '@signage/domain/data-sources/data-link';
import { LAYOUT_MESSAGES } from '@signage/domain/layouts/constants';
import { type ReactNode, useState } from 'react';
import { ChoiceSelect } from '../../../components/choice-select.tsx';
import { EditorDialog } from '../../../components/editor-dialog/editor-dialog.tsx';
import { useDataLinkRowsQuery, useDataLinkSourcesQuery } from '../../../gql/hooks.ts';
import { RowsTable } from './data-link-rows.tsx';

/** Data sources offered, and rows of the chosen one shown: the most the GraphQL lists answer at once. */
export const DATA_LINK_LIST_SIZE = 1000;

export interface Choice {
  sourceId: string;
  rowKey: string;
  column: number | null;
}

/**
 * The data-link dialog (spec 01 §4): choose a data source (id above 0), then a row by its Key and a column by its
 * header, seeing the source's parsed rows and the cell before linking. Closes with the link, or null on cancel.
 */
export function DataLinkDialog(props: { current?: DataLink; onClose(link: DataLink | null): void }) {
  const { current, onClose } = props;
  const [choice, setChoice] = useState<Choice>({
    sourceId: current ? String(current.dataSourceId) : '',
    rowKey: current?.rowKey ?? '',
    column: current?.columnIndex ?? null,
  });
  const sources = useDataLinkSourcesQuery({
    variables: { pageSize: DATA_LINK_LIST_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const rows = useDataLinkRowsQuery({
    variables: { id: choice.sourceId, pageSize: DATA_LINK_LIST_SIZE },
    skip: !choice.sourceId,
    fetchPolicy: 'cache-and-network',
  });
  const file = choice.sourceId ? rows.data?.dataSource.currentFile : undefined;
  const table = file?.rows;
  const keyColumn = table?.keyColumn ?? 0;
  const keys = [...new Set((table?.items ?? []).map((row) => row[keyColumn] ?? '').filter((key) => key.trim()))];
  const row = table?.items.find((r) => r[keyColumn] === choice.rowKey);
  const cell = row && choice.column !== null ? (row[choice.column] ?? '') : undefined;
  const sourceId = Number(choice.sourceId);
  const link: DataLink | null =
    cell !== undefined && choice.column !== null
      ? { dataSourceId: sourceId, rowKey: choice.rowKey, columnIndex: choice.column }
      : null;

  const chooseSource = (id: string) => setChoice({ sourceId: id, rowKey: '', column: null });
  const firstValueColumn = (columns: readonly string[]) => columns.findIndex((_, i) => i !== keyColumn);
  const chooseRow = (rowKey: string) =>
    setChoice((c) => ({ ...c, rowKey, column: c.column ?? (table ? firstValueColumn(table.columns) : null) }));

  let rowsBody: ReactNode = null;
  if (choice.sourceId && rows.error)
    rowsBody = <Text color="fg.error">Could not load its rows: {rows.error.message}</Text>;
  else if (choice.sourceId && !rows.data) rowsBody = <Spinner aria-label="Loading rows" />;
  else if (choice.sourceId && !file)
    rowsBody = (
      <Text color="fg.muted">This data source has no file yet: upload a CSV, or wait for its url to be polled.</Text>
    );
  else if (table) {
    rowsBody = (
      <>
        <Field.Root>
          <Field.Label>Row (by Key)</Field.Label>
          <ChoiceSelect size="sm" value={choice.rowKey} onChange={chooseRow} none="Choose a row" choices={keys} />
        </Field.Root>
        <Field.Root>
          <Field.Label>Column</Field.Label>
          <ChoiceSelect
            size="sm"
            value={choice.column === null ? '' : String(choice.column)}
            onChange={(value) => setChoice((c) => ({ ...c, column: value === '' ? null : Number(value) }))}
            none="Choose a column"
            // A column is its place in the header.
            choices={table.columns.map((name, index) => ({ name, index }))}
            choiceValue={(column) => column.index}
            choiceLabel={(column) => column.name || `Column ${column.index}`}
          />
        </Field.Root>
        <Text role="status" aria-live="polite" fontSize="sm">
          {cell === undefined
            ? 'Choose a row and a column to see the cell.'
            : `Cell value: ${cell === '' ? '(empty)' : cell}`}
        </Text>
        {file && file.rowCount > table.items.length && (
          <Text fontSize="sm" color="fg.muted">
            Showing the first {table.items.length} of {file.rowCount} rows.
          </Text>
        )}
        <RowsTable
          name={rows.data?.dataSource.name ?? ''}
          columns={table.columns}
          items={table.items}
          keyColumn={keyColumn}
          choice={choice}
          onPick={(rowKey, column) => setChoice((c) => ({ ...c, rowKey, column }))}
        />
      </>
    );
  }

  return (
    <EditorDialog
      title="Link text to a data source"
      onClose={() => onClose(null)}
      size="xl"
      scrollBehavior="inside"
      cancel="Cancel"
      footer={
        <Button colorPalette="accent" disabled={!link || !(sourceId > 0)} onClick={() => link && onClose(link)}>
          Link
        </Button>
      }
    >
      <Stack gap="3">
        <Field.Root invalid={!!choice.sourceId && !(sourceId > 0)}>
          <Field.Label>Data source</Field.Label>
          <ChoiceSelect
            size="sm"
            value={choice.sourceId}
            onChange={chooseSource}
            none="Choose a data source"
            choices={sources.data?.dataSources.items ?? []}
            choiceValue={(s) => s.id}
            choiceLabel={(s) => `${s.name} (${s.id})`}
          />
          <Field.ErrorText>{LAYOUT_MESSAGES.dataSourceId}</Field.ErrorText>
        </Field.Root>
        {sources.error && <Text color="fg.error">Could not load the data sources: {sources.error.message}</Text>}
        {sources.data?.dataSources.items.length === 0 && (
          <Text color="fg.muted">No data sources yet: add one under Data sources first.</Text>
        )}
        {rowsBody}
      </Stack>
    </EditorDialog>
  );
}
