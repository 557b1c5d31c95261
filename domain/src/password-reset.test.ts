import { describe, expect, it } from 'vitest';
import { resetLink } from './password-reset.ts';

describe('resetLink', () => {
  it('joins the origin, the reset page and the token', () => {
    expect(resetLink('https://signage.example.com', 'a-b_c')).toBe(
      'https://signage.example.com/admin/reset-password?reset-token=a-b_c',
    );
  });

  it('keeps a path of PUBLIC_URL and drops its trailing slash', () => {
    expect(resetLink('https://example.com/signage/', 'tok')).toBe(
      'https://example.com/signage/admin/reset-password?reset-token=tok',
    );
  });
});
