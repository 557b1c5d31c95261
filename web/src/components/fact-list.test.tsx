import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../test/render.tsx';
import { FactList } from './fact-list.tsx';

describe('a fact list', () => {
  it('shows each fact as its label and its value, in order', () => {
    renderWithChakra(
      <FactList
        facts={[
          ['From', 'player@example.com'],
          ['To', 'ops@example.com'],
        ]}
      />,
    );
    const labels = screen.getAllByText(/^(From|To)$/).map((label) => label.textContent);
    expect(labels).toEqual(['From', 'To']);
    expect(screen.getByText('player@example.com')).toBeTruthy();
    expect(screen.getByText('ops@example.com')).toBeTruthy();
  });
});
