import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it, vi } from 'vitest';
import {
  type UpdateWidgetAuthInput,
  UpdateWidgetAuthMutationDocument,
  WidgetAuthEditQueryDocument,
} from '../../../gql/graphql.ts';
import { meMock, settingsMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { WidgetAuthEditor } from './widget-auth-editor.tsx';

const auth = {
  __typename: 'WidgetAuth',
  id: '3',
  name: 'Brand',
  widgetType: 'TWITTER_TIMELINE',
  maskedToken: '••••wxyz',
  tags: [{ __typename: 'Tag', name: 'social', color: null }],
} as const;
const loaded: MockLink.MockedResponse = {
  request: { query: WidgetAuthEditQueryDocument, variables: { id: '3' } },
  result: { data: { widgetAuth: auth } },
};

/** The update the editor must send, answered with the record as saved. */
function updated(input: UpdateWidgetAuthInput, answer: Record<string, unknown> = {}): MockLink.MockedResponse {
  return {
    request: { query: UpdateWidgetAuthMutationDocument, variables: { id: '3', input } },
    result: {
      data: {
        updateWidgetAuth: { ...auth, dateCreated: '2025-03-01T08:05:00.000Z', name: input.name, ...answer },
      },
    },
  };
}

function renderEditor(mocks: MockLink.MockedResponse[], id = '3') {
  const onClose = vi.fn();
  renderApp(<WidgetAuthEditor id={id} onClose={onClose} />, {
    mocks: [meMock(['edit system']), settingsMock, loaded, ...mocks],
  });
  return { user: userEvent.setup(), onClose };
}

/** The Name field, once editable: the account (and with it the right to edit) has loaded. */
async function editableName() {
  const name = await screen.findByLabelText<HTMLInputElement>(/Name/);
  await waitFor(() => expect(name.disabled).toBe(false));
  return name;
}

describe('widget authentication editor at an id that does not exist', () => {
  it('says so calmly, with no retry that would get the same answer', async () => {
    const missing: MockLink.MockedResponse = {
      request: { query: WidgetAuthEditQueryDocument, variables: { id: '9' } },
      result: {
        errors: [new GraphQLError('Widget Authentication 9 not found.', { extensions: { code: 'NOT_FOUND' } })],
      },
    };
    renderEditor([missing], '9');
    expect(await screen.findByText('This widget authentication does not exist, or you may not see it.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    expect(screen.queryByText('Widget Authentication 9 not found.')).toBeNull();
  });
});

// Typing into Chakra fields on a shared, busy machine takes seconds: events, not time, decide these tests.
describe('widget authentication editor', { timeout: 20_000 }, () => {
  it('hides the token of a saved record, and an update without showing it sends no token', async () => {
    const { user, onClose } = renderEditor([
      updated({ name: 'Brand renamed', tags: ['social'], widgetType: 'TWITTER_TIMELINE' }),
    ]);
    const name = await editableName();
    expect(screen.getByRole('button', { name: 'Show auth details' }).getAttribute('aria-expanded')).toBe('false');
    expect(screen.queryByLabelText(/Replace token/)).toBeNull();
    await user.type(name, ' renamed');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Widget Authentication updated successfully.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends a replacement once the auth details are shown', async () => {
    const { user, onClose } = renderEditor([
      updated({ name: 'Brand', tags: ['social'], widgetType: 'TWITTER_TIMELINE', token: 'new-secret-token-9999' }),
    ]);
    await editableName();
    await user.click(screen.getByRole('button', { name: 'Show auth details' }));
    expect(screen.getByText('••••wxyz')).toBeTruthy();
    await user.type(screen.getByLabelText(/Replace token/), 'new-secret-token-9999');
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Widget Authentication updated successfully.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('sends no token when the auth details were shown, typed into, then hidden again', async () => {
    const { user, onClose } = renderEditor([
      updated({ name: 'Brand', tags: ['social'], widgetType: 'TWITTER_TIMELINE' }),
    ]);
    await editableName();
    await user.click(screen.getByRole('button', { name: 'Show auth details' }));
    await user.type(screen.getByLabelText(/Replace token/), 'typed-then-hidden');
    await user.click(screen.getByRole('button', { name: 'Hide auth details' }));
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Widget Authentication updated successfully.')).toBeTruthy();
    expect(onClose).toHaveBeenCalled();
  });

  it('shows a refusal as "Error: {msg}" and stays open', async () => {
    const { user, onClose } = renderEditor([
      {
        request: {
          query: UpdateWidgetAuthMutationDocument,
          variables: { id: '3', input: { name: 'Brand', tags: ['social'], widgetType: 'TWITTER_TIMELINE' } },
        },
        result: {
          errors: [new GraphQLError('Widget Authentication 3 not found.', { extensions: { code: 'NOT_FOUND' } })],
        },
      },
    ]);
    await editableName();
    await user.click(screen.getByRole('button', { name: 'OK' }));
    expect(await screen.findByText('Error: Widget Authentication 3 not found.')).toBeTruthy();
    expect(onClose).not.toHaveBeenCalled();
  });
});
