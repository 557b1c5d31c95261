import type { MockLink } from '@apollo/client/testing';
import { USER_MESSAGES } from '@signage/domain/messages';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RequestPasswordResetMutationDocument, ResetPasswordMutationDocument } from '../../gql/graphql.ts';
import { renderApp } from '../../test/render-app.tsx';
import { PasswordResetPage } from './password-reset-page.tsx';

const DONE = 'Your password has been reset. Sign in with the new password.';

function resetMock(newPassword: string, answer: MockLink.MockedResponse['result']): MockLink.MockedResponse {
  return {
    request: { query: ResetPasswordMutationDocument, variables: { token: 'tok-1', newPassword } },
    result: answer,
  };
}

const page = (at: string, mocks: MockLink.MockedResponse[]) =>
  renderApp(<PasswordResetPage />, { at, mocks, routes: { '/login': <p>Sign-in screen</p> } });

// Typing into Chakra fields on a shared, busy machine takes seconds: events, not time, decide these tests.
describe('password reset page', { timeout: 20_000 }, () => {
  it('asks for a mail by username and shows the answer', async () => {
    page('/admin/reset-password', [
      {
        request: { query: RequestPasswordResetMutationDocument, variables: { username: 'ana@example.com' } },
        result: { data: { requestPasswordReset: USER_MESSAGES.resetEmailSent } },
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'ana@example.com');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('status')).textContent).toContain(USER_MESSAGES.resetEmailSent);
  });

  it('says the mail could not be sent when the request fails', async () => {
    page('/admin/reset-password', [
      {
        request: { query: RequestPasswordResetMutationDocument, variables: { username: 'ana' } },
        error: new Error('network down'),
      },
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/Username/), 'ana');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect((await screen.findByRole('alert')).textContent).toContain(USER_MESSAGES.resetEmailFailed);
  });

  it('refuses a weak password and a differing confirmation before sending anything', async () => {
    page('/admin/reset-password?reset-token=tok-1', []);
    const user = userEvent.setup();
    expect(screen.getByRole('list', { name: 'Password rules' })).toBeTruthy();
    const password = screen.getByLabelText(/^New password/);
    const confirm = screen.getByLabelText(/^Confirm new password/);
    const submit = () => user.click(screen.getByRole('button', { name: 'Reset password' }));

    await user.type(password, 'weakpass');
    await user.type(confirm, 'weakpass');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toContain(USER_MESSAGES.passwordRequirementsNotMet);

    await user.type(password, 'A1');
    await user.type(confirm, 'A2');
    await submit();
    expect((await screen.findByRole('alert')).textContent).toBe(USER_MESSAGES.passwordRejected);
  });

  it('sets a good password, shows the success flag and offers sign-in at once', async () => {
    page('/admin/reset-password?reset-token=tok-1', [resetMock('Good-Pass-123', { data: { resetPassword: DONE } })]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Good-Pass-123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Good-Pass-123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('status')).textContent).toContain(DONE);
    expect(screen.getByText(/Taking you to sign-in in 30 s/)).toBeTruthy();
    await user.click(screen.getByRole('link', { name: 'Sign in now' }));
    expect(await screen.findByText('Sign-in screen')).toBeTruthy();
  });

  it("shows the server's refusal of a used or expired link", async () => {
    page('/admin/reset-password?reset-token=tok-1', [
      resetMock('Good-Pass-123', {
        errors: [new GraphQLError(USER_MESSAGES.resetFailed, { extensions: { code: 'BAD_USER_INPUT' } })],
      }),
    ]);
    const user = userEvent.setup();
    await user.type(screen.getByLabelText(/^New password/), 'Good-Pass-123');
    await user.type(screen.getByLabelText(/^Confirm new password/), 'Good-Pass-123');
    await user.click(screen.getByRole('button', { name: 'Reset password' }));
    expect((await screen.findByRole('alert')).textContent).toBe(USER_MESSAGES.resetFailed);
  });
});
