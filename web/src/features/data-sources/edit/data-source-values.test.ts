import { DATA_SOURCE_MESSAGES } from '@signage/domain/data-sources/data-source';
import { describe, expect, it } from 'vitest';
import {
  type DataSourceValues,
  dataSourceInput,
  dataSourceProblem,
  initialDataSourceValues,
  POLL_INTERVAL_MESSAGE,
} from './data-source-values.ts';

const remote: DataSourceValues = {
  name: ' Prices ',
  tags: [{ name: 'cafe', color: '#5cb85c' }],
  sourceType: 'REMOTE',
  url: ' https://example.com/prices.csv ',
  pollInterval: '600',
};

describe('data source editor values', () => {
  it('starts a new source remote, polled every 3600 s, with the session tags', () => {
    expect(initialDataSourceValues(undefined, ['#lobby'])).toEqual({
      name: '',
      tags: [{ name: 'lobby' }],
      sourceType: 'REMOTE',
      url: '',
      pollInterval: '3600',
    });
  });

  it('shows a source with a file as local, one without as remote', () => {
    const saved = { name: 'a', tags: [], url: null, pollInterval: 60 };
    expect(initialDataSourceValues({ ...saved, type: 'LOCAL' }, []).sourceType).toBe('LOCAL');
    expect(initialDataSourceValues({ ...saved, type: 'EXTERNAL_URL' }, []).sourceType).toBe('REMOTE');
  });

  it('sends a remote source with its url and interval, trimmed', () => {
    expect(dataSourceInput(remote)).toEqual({
      name: 'Prices',
      tags: ['cafe'],
      sourceType: 'REMOTE',
      url: 'https://example.com/prices.csv',
      pollInterval: 600,
    });
  });

  it('sends a local source without its url (the service clears it) and without file fields', () => {
    const payload = dataSourceInput({ ...remote, sourceType: 'LOCAL' });
    expect(payload).toEqual({ name: 'Prices', tags: ['cafe'], sourceType: 'LOCAL' });
    expect(Object.keys(payload)).not.toContain('url');
  });

  it('refuses an empty name, a remote source without an http(s) url and an interval out of range', () => {
    expect(dataSourceProblem({ ...remote, name: '  ' })).toBe(DATA_SOURCE_MESSAGES.nameEmpty);
    expect(dataSourceProblem({ ...remote, url: '' })).toBe(DATA_SOURCE_MESSAGES.urlNeeded);
    expect(dataSourceProblem({ ...remote, url: 'ftp://example.com/a.csv' })).toBe(DATA_SOURCE_MESSAGES.urlNeeded);
    expect(dataSourceProblem({ ...remote, pollInterval: '5' })).toBe(POLL_INTERVAL_MESSAGE);
    expect(dataSourceProblem({ ...remote, pollInterval: '90.5' })).toBe(POLL_INTERVAL_MESSAGE);
    expect(dataSourceProblem(remote)).toBeUndefined();
    expect(dataSourceProblem({ ...remote, sourceType: 'LOCAL', url: '', pollInterval: '' })).toBeUndefined();
  });
});
