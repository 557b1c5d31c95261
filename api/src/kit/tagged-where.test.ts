import { describe, expect, it } from 'vitest';
import { escapeLike, likeContaining } from './tagged-where.ts';

describe('LIKE patterns', () => {
  it('match %, _ and \\ literally', () => {
    expect(escapeLike('100%_a\\b')).toBe('100\\%\\_a\\\\b');
    expect(likeContaining('50%')).toBe('%50\\%%');
  });
});
