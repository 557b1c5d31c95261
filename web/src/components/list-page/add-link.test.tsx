import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithChakra } from '../../test/render.tsx';
import { AddLink } from './add-link.tsx';

describe('a list add link', () => {
  it('is a link named by its text, to the new item', () => {
    renderWithChakra(
      <MemoryRouter>
        <AddLink to="/layouts/new">Add layout</AddLink>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Add layout' }).getAttribute('href')).toBe('/layouts/new');
  });
});
