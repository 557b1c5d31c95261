import { RESET_TOKEN_TTL_MS } from '@signage/domain/password-reset';
import type { MailMessage } from '../mail/mailer.ts';

const escapeHtml = (text: string) =>
  text.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/** The reset mail: the link in plain text and in HTML, and what to do if the reader did not ask for it. */
export function resetMail(to: string, username: string, link: string, product: string): MailMessage {
  const minutes = RESET_TOKEN_TTL_MS / 60_000;
  const subject = `${product}: reset your password`;
  const text = [
    `Someone asked to reset the password of ${username} on ${product}.`,
    '',
    `To choose a new password, open this link within ${minutes} minutes (it works once):`,
    link,
    '',
    'If you did not ask for this, ignore this mail: your password stays as it is.',
  ].join('\n');
  const html = [
    `<p>Someone asked to reset the password of <strong>${escapeHtml(username)}</strong> on ${escapeHtml(product)}.</p>`,
    `<p>To choose a new password, open this link within ${minutes} minutes (it works once):</p>`,
    `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`,
    '<p>If you did not ask for this, ignore this mail: your password stays as it is.</p>',
  ].join('\n');
  return { to, subject, text, html };
}
