import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { ExplainAccessQueryDocument } from '../../gql/graphql.ts';
import { renderApp } from '../../test/render-app.tsx';
import { AccessExplainerPanel } from './access-explainer-panel.tsx';

describe('the access explainer panel', () => {
  it('asks about the chosen action and object, and shows each rule as it came out', async () => {
    const mock = {
      request: {
        query: ExplainAccessQueryDocument,
        variables: { userId: '7', action: 'edit layouts', object: { kind: 'LAYOUT', id: '12' } },
      },
      result: {
        data: {
          explainAccess: {
            __typename: 'AccessExplanation',
            allowed: false,
            steps: [
              { __typename: 'AccessStep', rule: 'permission', passed: true, text: 'Holds "edit layouts".' },
              {
                __typename: 'AccessStep',
                rule: 'forced-tags',
                passed: false,
                text: '"Menu" lacks the forced tag #north: it is hidden (not found).',
              },
            ],
          },
        },
      },
    };
    renderApp(<AccessExplainerPanel userId="7" />, { mocks: [mock] });
    const user = userEvent.setup();
    await user.selectOptions(screen.getByLabelText('Action'), 'edit layouts');
    await user.selectOptions(screen.getByLabelText('Object type'), 'layout');
    await user.type(screen.getByLabelText('Object id'), '12');
    await user.click(screen.getByRole('button', { name: 'Explain' }));
    expect(await screen.findByText('Not allowed.')).toBeTruthy();
    expect(screen.getByText('"Menu" lacks the forced tag #north: it is hidden (not found).')).toBeTruthy();
    expect(screen.getByLabelText('fails')).toBeTruthy();
    expect(screen.getByLabelText('passes')).toBeTruthy();
  });
});
