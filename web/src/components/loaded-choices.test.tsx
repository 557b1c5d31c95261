import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../test/render.tsx';
import { LoadedChoices, SearchedChoices, ShownOfTotal, useChoiceSearch } from './loaded-choices.tsx';

function show(items: readonly string[] | undefined, error?: Error, onRetry = () => undefined) {
  renderWithChakra(
    <LoadedChoices
      items={items}
      query={{ error, refetch: onRetry }}
      errorTitle="Could not load the layouts."
      empty="No layouts yet."
    >
      {(choices) => (
        <ul aria-label="Layouts">
          {choices.map((name) => (
            <li key={name}>{name}</li>
          ))}
        </ul>
      )}
    </LoadedChoices>,
  );
}

describe('a picker list as it loads', () => {
  it('shows a spinner before the first answer', () => {
    show(undefined);
    expect(screen.getByRole('status', { name: 'Loading' })).toBeTruthy();
  });

  it('shows the load error with a retry while there is nothing to show', async () => {
    const retry = vi.fn();
    show(undefined, new Error('The server is down.'), retry);
    expect(screen.getByText('Could not load the layouts.')).toBeTruthy();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('says so when there are no choices', () => {
    show([]);
    expect(screen.getByText('No layouts yet.')).toBeTruthy();
  });

  it('keeps the choices it has in view when a refetch fails', () => {
    show(['Lobby', 'Cafe'], new Error('The server is down.'));
    expect(screen.getAllByRole('listitem').map((item) => item.textContent)).toEqual(['Lobby', 'Cafe']);
    expect(screen.queryByText('Could not load the layouts.')).toBeNull();
  });
});

function LayoutSearch() {
  const search = useChoiceSearch();
  return (
    <SearchedChoices noun="layouts" search={search} items={[]} query={{ refetch: () => undefined }}>
      {() => null}
    </SearchedChoices>
  );
}

describe('a searched picker', () => {
  it('names its noun in the search box and, once the typing settles, says the search matched nothing', async () => {
    renderWithChakra(<LayoutSearch />);
    const box = screen.getByRole('textbox', { name: 'Search layouts' });
    expect(box.getAttribute('placeholder')).toBe('Search layouts by name or tag');
    expect(screen.getByText('No layouts yet.')).toBeTruthy();
    await userEvent.setup().type(box, '  lobby ');
    expect(await screen.findByText('No layouts match this search.')).toBeTruthy();
  });
});

describe('the first-page note', () => {
  it('says how many of how many are shown when the picker holds only its first page', () => {
    renderWithChakra(<ShownOfTotal list={{ items: ['a', 'b'], pageInfo: { totalItems: 30 } }} noun="layouts" />);
    expect(screen.getByText('Showing 2 of 30 layouts: search to find others.')).toBeTruthy();
  });

  it('says nothing when every match is shown', () => {
    renderWithChakra(<ShownOfTotal list={{ items: ['a', 'b'], pageInfo: { totalItems: 2 } }} noun="layouts" />);
    expect(screen.queryByText(/Showing/)).toBeNull();
  });
});
