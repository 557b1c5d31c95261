import { screen } from '@testing-library/react';
import type { ReactElement } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../test/render.tsx';
import { tagsColumn } from './record-columns.tsx';

const cell = (column: ReturnType<typeof tagsColumn>, tags: { name: string; color: string | null }[]) =>
  renderWithChakra(<div>{column.cell({ tags }) as ReactElement | string}</div>);

describe('tagsColumn', () => {
  it('shows tags as chips in their colour, not as text', () => {
    cell(tagsColumn(), [{ name: 'lobby', color: '#1e7a1e' }]);
    expect(screen.getByRole('group', { name: 'Tags' }).textContent).toContain('lobby');
  });

  it('says what no tags mean where that is something ("Every device"), and is empty elsewhere', () => {
    cell(tagsColumn('Tags', 'Every device'), []);
    expect(screen.getByText('Every device')).toBeTruthy();
    const { container } = cell(tagsColumn(), []);
    expect(container.textContent).toBe('');
  });
});
