import type { MockLink } from '@apollo/client/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ScheduleLayoutChoicesQueryDocument } from '../gql/graphql.ts';
import { renderApp } from '../test/render-app.tsx';
import { SearchedChoicesDialog } from './searched-choices-dialog.tsx';

const layout = (id: string, name: string) => ({ __typename: 'Layout', id, name, layoutType: 'LAYOUT' }) as const;
const firstPage: MockLink.MockedResponse = {
  request: { query: ScheduleLayoutChoicesQueryDocument, variables: {} },
  result: {
    data: {
      layouts: {
        __typename: 'LayoutPage',
        items: [layout('1', 'Lobby'), layout('2', 'Cafe')],
        pageInfo: { __typename: 'PageInfo', totalItems: 30 },
      },
    },
  },
};

describe('a searched choices dialog', () => {
  it('shows the search box, the first page of choices, how many of how many, and closes on Cancel', async () => {
    const onClose = vi.fn();
    renderApp(
      <SearchedChoicesDialog
        title="Schedule a layout"
        open
        onClose={onClose}
        size="md"
        noun="layouts"
        document={ScheduleLayoutChoicesQueryDocument}
        select={(data) => data.layouts}
        gap="3"
      >
        {(items) => (
          <ul aria-label="Layouts">
            {items.map((item) => (
              <li key={item.id}>{item.name}</li>
            ))}
          </ul>
        )}
      </SearchedChoicesDialog>,
      { mocks: [firstPage] },
    );
    expect(await screen.findByRole('dialog', { name: 'Schedule a layout' })).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'Search layouts' })).toBeTruthy();
    expect(await screen.findByText('Showing 2 of 30 layouts: search to find others.')).toBeTruthy();
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lobby', 'Cafe']);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledOnce();
  });
});
