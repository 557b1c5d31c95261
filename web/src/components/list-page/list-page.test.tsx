import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../test/render.tsx';
import { ListPage, statementOf } from './list-page.tsx';

const paging = {
  page: 1,
  pageSize: 25,
  pageSizes: [25],
  filtered: false,
  key: '',
  clearFilters: () => {},
  setPage: () => {},
  setPageSize: () => {},
};

function renderEmpty(emptyAction?: React.ReactNode) {
  renderWithChakra(
    <MemoryRouter>
      <ListPage
        title="Trading hours"
        empty={{
          nothingYet: 'No trading hours yet. Add opening hours for the devices carrying their tags.',
          noMatches: '',
        }}
        query={{ refetch: () => {} }}
        list={{ items: [], pageInfo: { totalItems: 0 } }}
        params={paging}
        filters={null}
        emptyAction={emptyAction}
      >
        {null}
      </ListPage>
    </MemoryRouter>,
  );
}

describe('an empty list', () => {
  it('invites those who may add to add', () => {
    renderEmpty(<button type="button">Add trading hours</button>);
    expect(
      screen.getByText('No trading hours yet. Add opening hours for the devices carrying their tags.'),
    ).toBeTruthy();
  });

  it('only says what is missing to those who may not', () => {
    renderEmpty();
    expect(screen.getByText('No trading hours yet.')).toBeTruthy();
    expect(screen.queryByText(/Add opening hours/)).toBeNull();
  });

  it('keeps a text of one sentence whole', () => {
    expect(statementOf('Nothing is tagged yet.')).toBe('Nothing is tagged yet.');
    expect(statementOf('No users yet besides you. Add the people who run the signage.')).toBe(
      'No users yet besides you.',
    );
  });
});
