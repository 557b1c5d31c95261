import { describe, expect, it } from 'vitest';
import { dataSourceType, maskToken } from './data-source.ts';

describe('data source type', () => {
  it('is Local once a current file exists, else External URL', () => {
    expect(dataSourceType({ current_data_source_file: { data_source_file_id: 3 } })).toBe('Local');
    expect(dataSourceType({ current_data_source_file: null })).toBe('External URL');
  });
});

describe('maskToken', () => {
  it('shows at most the last 4 characters, none of a short token', () => {
    expect(maskToken('AAAAAAAAAAAAAAAAabcd')).toBe('••••abcd');
    expect(maskToken('short')).toBe('••••');
  });
});
