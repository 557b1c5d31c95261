import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import axe from 'axe-core';
import { describe, expect, it, vi } from 'vitest';
import { DataLinkRowsQueryDocument, DataLinkSourcesQueryDocument } from '../../../gql/graphql.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DATA_LINK_LIST_SIZE, DataLinkDialog } from './data-link-dialog.tsx';

const SOURCES = {
  request: { query: DataLinkSourcesQueryDocument, variables: { pageSize: DATA_LINK_LIST_SIZE } },
  result: {
    data: {
      dataSources: {
        __typename: 'DataSourcePage' as const,
        items: [
          { __typename: 'DataSource' as const, id: '4', name: 'Prices' },
          { __typename: 'DataSource' as const, id: '9', name: 'Empty' },
        ],
        pageInfo: { __typename: 'PageInfo' as const, totalItems: 2 },
      },
    },
  },
};
const rows = (id: string, name: string, file: boolean) => ({
  request: { query: DataLinkRowsQueryDocument, variables: { id, pageSize: DATA_LINK_LIST_SIZE } },
  result: {
    data: {
      dataSource: {
        __typename: 'DataSource' as const,
        id,
        name,
        currentFile: file
          ? {
              __typename: 'DataSourceFile' as const,
              id: '40',
              rowCount: 2,
              rows: {
                __typename: 'DataSourceRowPage' as const,
                columns: ['Item', 'Key', 'Price'],
                keyColumn: 1,
                items: [
                  ['Coffee', 'coffee', '3,50'],
                  ['Tea', 'tea', '2.00'],
                ],
              },
            }
          : null,
      },
    },
  },
});

describe('DataLinkDialog', { timeout: 30_000 }, () => {
  it('links the chosen source, row by its Key and column by its header, showing the cell first', async () => {
    const onClose = vi.fn();
    renderApp(<DataLinkDialog onClose={onClose} />, {
      mocks: [SOURCES, rows('9', 'Empty', false), rows('4', 'Prices', true)],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Link text to a data source' });
    const link = within(dialog).getByRole('button', { name: 'Link' });
    expect(link).toHaveProperty('disabled', true);
    const source = within(dialog).getByLabelText('Data source');
    await waitFor(() => expect(within(source).getByRole('option', { name: 'Prices (4)' })).toBeTruthy());
    await userEvent.selectOptions(source, '9');
    expect(await within(dialog).findByText(/This data source has no file yet/)).toBeTruthy();
    await userEvent.selectOptions(source, '4');
    const row = await within(dialog).findByLabelText('Row (by Key)');
    await userEvent.selectOptions(row, 'tea');
    // The first column that is not the Key is offered first.
    expect(within(dialog).getByText('Cell value: Tea')).toBeTruthy();
    await userEvent.selectOptions(within(dialog).getByLabelText('Column'), 'Price');
    expect(within(dialog).getByText('Cell value: 2.00')).toBeTruthy();
    expect((await axe.run(dialog)).violations.filter((v) => v.impact === 'serious' || v.impact === 'critical')).toEqual(
      [],
    );
    await userEvent.click(link);
    expect(onClose).toHaveBeenCalledWith({ dataSourceId: 4, rowKey: 'tea', columnIndex: 2 });
  });

  it('opens on the current link, and a cell click picks its row and column; Cancel answers null', async () => {
    const onClose = vi.fn();
    renderApp(<DataLinkDialog current={{ dataSourceId: 4, rowKey: 'coffee', columnIndex: 2 }} onClose={onClose} />, {
      mocks: [SOURCES, rows('4', 'Prices', true)],
    });
    expect(await screen.findByText('Cell value: 3,50')).toBeTruthy();
    await userEvent.click(screen.getByRole('cell', { name: 'Tea' }));
    expect(screen.getByText('Cell value: Tea')).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledWith(null);
  });
});
