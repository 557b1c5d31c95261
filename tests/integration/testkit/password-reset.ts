import type { OutgoingMail, OutgoingMailItem } from '@signage/contract/outgoing-mail';
import { RESET_HEADERS, RESET_TOKEN_PARAM } from '@signage/domain/password-reset';
import { rest } from './rest.ts';
import type { TestStack } from './stack.ts';

type Answer = { status: number; body: { msg: string } };

/** POST /api/reset-password with a username header: ask for a reset mail. */
export async function requestReset(apiUrl: string, username: string, headers: Record<string, string> = {}) {
  const response = await fetch(`${apiUrl}/api/reset-password`, {
    method: 'POST',
    headers: { [RESET_HEADERS.username]: username, ...headers },
  });
  return { status: response.status, body: await response.json() } as Answer;
}

/** POST /api/reset-password with new-password and reset-token headers: set the password. */
export async function setPassword(apiUrl: string, token: string, newPassword: string) {
  const response = await fetch(`${apiUrl}/api/reset-password`, {
    method: 'POST',
    headers: { [RESET_HEADERS.newPassword]: newPassword, [RESET_HEADERS.resetToken]: token },
  });
  return { status: response.status, body: await response.json() } as Answer;
}

/** Waits until the api has handed every mail it is sending to the SMTP server (sends run in the background). */
export function mailSettled(stack: TestStack) {
  return stack.stack.api!.mail.mailer.settled();
}

/** GET /api/outgoing_mail/: the mail the embedded SMTP server received, newest first. */
export async function outgoingMail(stack: TestStack, token: string) {
  const { status, body } = await rest(stack.apiUrl, token, 'GET', '/outgoing_mail/?page_size=1000');
  if (status !== 200) throw new Error(`outgoing mail list answered ${status}`);
  return (body as { outgoing_mail: OutgoingMailItem[] }).outgoing_mail;
}

/** The mail sent to `to`, read in full (GET /api/outgoing_mail/{id}), newest first. */
export async function mailTo(stack: TestStack, token: string, to: string) {
  const listed = (await outgoingMail(stack, token)).filter((m) => m.to.includes(to));
  const mails: OutgoingMail[] = [];
  for (const item of listed) {
    mails.push((await rest(stack.apiUrl, token, 'GET', `/outgoing_mail/${item.mail_id}`)).body as OutgoingMail);
  }
  return mails;
}

/** The reset link in a mail's text, and its reset-token. */
export function resetLinkIn(text: string) {
  const link = text.match(/https?:\/\/\S+\/admin\/reset-password\?\S+/)?.[0];
  if (!link) throw new Error(`no reset link in: ${text}`);
  const token = new URL(link).searchParams.get(RESET_TOKEN_PARAM);
  if (!token) throw new Error(`no ${RESET_TOKEN_PARAM} in ${link}`);
  return { link, token };
}
