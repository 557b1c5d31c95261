import type { MockLink } from '@apollo/client/testing';
import { USER_MESSAGES } from '@signage/domain/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { SetUserPermissionsMutationDocument, UserPermissionsQueryDocument } from '../../../gql/graphql.ts';
import { meMock } from '../../../test/console-mocks.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { UserPermissionsSection } from './user-permissions-section.tsx';

const held = (permissions: string[]): MockLink.MockedResponse => ({
  request: { query: UserPermissionsQueryDocument, variables: { id: '9' } },
  result: { data: { userPermissions: permissions } },
});
const saved = (permissions: string[]): MockLink.MockedResponse => ({
  request: { query: SetUserPermissionsMutationDocument, variables: { id: '9', permissions } },
  result: { data: { setUserPermissions: permissions } },
});
// The signed-in editor holds these; the user on screen holds "view media" and "edit system".
const MINE = ['set user permissions', 'view media', 'edit media'];

describe('user permissions section (spec 02 §6)', { timeout: 60_000 }, () => {
  it('offers to add only mine minus theirs, and saves the full new list', async () => {
    renderApp(<UserPermissionsSection userId="9" canSet />, {
      mocks: [meMock(MINE), held(['view media', 'edit system']), saved(['view media', 'edit media', 'edit system'])],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Add permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add permissions' });
    const offered = within(dialog)
      .getAllByRole('checkbox')
      .map((box) => box.closest('label')?.textContent);
    expect(offered).toEqual(['set user permissions', 'edit media']);
    await user.click(within(dialog).getByText('edit media'));
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(await screen.findByText(USER_MESSAGES.permissionsUpdated)).toBeTruthy();
  });

  it('offers to remove only the permissions both hold', async () => {
    renderApp(<UserPermissionsSection userId="9" canSet />, {
      mocks: [meMock(MINE), held(['view media', 'edit system']), saved(['edit system'])],
    });
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Remove permissions' }));
    const dialog = await screen.findByRole('dialog', { name: 'Remove permissions' });
    expect(within(dialog).getAllByRole('checkbox')).toHaveLength(1);
    await user.click(within(dialog).getByText('view media'));
    await user.click(within(dialog).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText(USER_MESSAGES.permissionsUpdated)).toBeTruthy();
  });

  it('says "Could not retrieve user permissions." when they cannot be loaded, and hides the dialogs without the right', async () => {
    renderApp(<UserPermissionsSection userId="9" canSet={false} />, {
      mocks: [
        meMock(MINE),
        {
          request: { query: UserPermissionsQueryDocument, variables: { id: '9' } },
          result: { errors: [new GraphQLError('User 9 not found.', { extensions: { code: 'NOT_FOUND' } })] },
        },
      ],
    });
    expect(await screen.findByText(USER_MESSAGES.permissionsLoadFailed)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add permissions' })).toBeNull();
  });
});
