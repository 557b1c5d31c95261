import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { TOUCH_STATS_TOO_MANY } from '@signage/domain/reports';
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithChakra } from '../test/render.tsx';
import { LoadError } from './load-error.tsx';

const graphQLError = (message: string, code: string) =>
  new CombinedGraphQLErrors({ data: null, errors: [{ message, extensions: { code } }] });

describe('a load error', () => {
  it('says what went wrong and offers to try again', () => {
    const retry = vi.fn();
    renderWithChakra(
      <LoadError title="Could not load the report" error={graphQLError('Timed out.', 'INTERNAL')} onRetry={retry} />,
    );
    expect(screen.getByRole('alert').textContent).toContain('Could not load the reportTimed out.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(retry).toHaveBeenCalledOnce();
  });

  it('offers no retry for a refusal of what was asked, which would only be refused again', () => {
    renderWithChakra(
      <LoadError
        title="Could not load the report"
        error={graphQLError(TOUCH_STATS_TOO_MANY, 'BAD_USER_INPUT')}
        onRetry={() => {}}
      />,
    );
    expect(screen.getByRole('alert').textContent).toContain(TOUCH_STATS_TOO_MANY);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });
});
