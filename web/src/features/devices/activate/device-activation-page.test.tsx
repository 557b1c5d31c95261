import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { ActivateDeviceMutationDocument } from '../../../gql/graphql.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { DeviceActivationPage } from './device-activation-page.tsx';

const KEY = 'ABCDE-FGHJK-LMNPQ-RSTUV';

function activation(result: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return { request: { query: ActivateDeviceMutationDocument, variables: { deviceKey: KEY } }, result };
}

function renderPage(mocks: MockLink.MockedResponse[], at = '/admin/devices/activate') {
  renderApp(<DeviceActivationPage />, {
    mocks,
    at,
    path: '/admin/devices/activate',
    routes: { '/admin/devices/:id': <p>device page</p> },
  });
  return userEvent.setup();
}

const box = (n: number) => screen.getByRole('textbox', { name: `Device key part ${n}` });

describe('device activation', () => {
  it('moves focus on after five characters and upper-cases what is typed', async () => {
    const user = renderPage([]);
    await user.type(box(1), 'abcde');
    expect(box(2)).toBe(document.activeElement);
    await user.type(box(2), 'fghjklmnpq');
    expect([box(1), box(2), box(3)].map((b) => (b as HTMLInputElement).value)).toEqual(['ABCDE', 'FGHJK', 'LMNPQ']);
    expect(box(4)).toBe(document.activeElement);
    expect(screen.getByRole('button', { name: 'Activate' })).toHaveProperty('disabled', true);
  });

  it('opens with the key of a waiting device filled in, from the list\'s "Activate"', async () => {
    renderPage([], `/admin/devices/activate?key=${KEY}`);
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(KEY.split('-'));
    expect(screen.getByRole('button', { name: 'Activate' })).toHaveProperty('disabled', false);
  });

  it('splits a pasted key over the boxes, ignoring separators', async () => {
    const user = renderPage([]);
    await user.click(box(1));
    await user.paste(' abcde fghjk/lmnpq-rstuv\n');
    expect([1, 2, 3, 4].map((n) => (box(n) as HTMLInputElement).value)).toEqual(KEY.split('-'));
    expect(screen.getByRole('button', { name: 'Activate' })).toHaveProperty('disabled', false);
  });

  it('warns "Device Key not entered correctly." on a 422 and marks the key until it changes', async () => {
    const user = renderPage([
      activation({ errors: [new GraphQLError('No device is waiting.', { extensions: { code: 'BAD_USER_INPUT' } })] }),
    ]);
    await user.click(box(1));
    await user.paste(KEY);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    // The warning notification, and the same words under the boxes.
    await waitFor(() => expect(screen.getAllByText('Device Key not entered correctly.')).toHaveLength(2));
    expect(box(1).getAttribute('aria-invalid')).toBe('true');
    await user.type(box(4), '{Backspace}W');
    expect(box(1).getAttribute('aria-invalid')).toBeNull();
  });

  it('says "Device could not be activated." for any other failure', async () => {
    const user = renderPage([
      activation({
        errors: [new GraphQLError('Backend encountered an Error', { extensions: { code: 'BACKEND_ERROR' } })],
      }),
    ]);
    await user.click(box(1));
    await user.paste(KEY);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    expect((await screen.findByRole('alert')).textContent).toBe('Device could not be activated.');
  });

  it('offers to view the activated device', async () => {
    const user = renderPage([
      activation({ data: { activateDevice: { __typename: 'Device', id: '7', name: 'Foyer' } } }),
    ]);
    await user.click(box(1));
    await user.paste(KEY);
    await user.click(screen.getByRole('button', { name: 'Activate' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Device activated' });
    expect(dialog.textContent).toContain('"Foyer" is activated as device 7');
    await user.click(screen.getByRole('button', { name: 'View device' }));
    expect(await screen.findByText('device page')).toBeTruthy();
  });
});
