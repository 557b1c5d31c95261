import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../test/render.tsx';
import { LoadedChoices } from './loaded-choices.tsx';

function show(items: readonly string[] | undefined, error?: Error, onRetry = () => undefined) {
  renderWithChakra(
    <LoadedChoices
      items={items}
      error={error}
      onRetry={onRetry}
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
