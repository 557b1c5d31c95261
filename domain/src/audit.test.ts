import { describe, expect, it } from 'vitest';
import { auditActionId, auditActionName, changedColumns, MASKED, maskSecrets } from './audit.ts';

describe('maskSecrets', () => {
  it('hides secrets at any depth and keeps everything else', () => {
    const masked = maskSecrets({
      name: 'Feed',
      password: 'hunter2',
      widget_auth_token: { token: 'abc', kind: 'bearer' },
      list: [{ client_secret: 's', id: 3 }],
      password_hash: null,
      device_key: 'ABCDE-12345',
    });
    expect(masked).toEqual({
      name: 'Feed',
      password: MASKED,
      widget_auth_token: MASKED,
      list: [{ client_secret: MASKED, id: 3 }],
      password_hash: null,
      device_key: MASKED,
    });
  });
});

describe('auditActionName', () => {
  it('reads an operation id as words', () => {
    expect(auditActionName('updateWidgetAuth')).toBe('Update widget auth');
    expect(auditActionName('login')).toBe('Login');
  });
});

describe('changedColumns', () => {
  it('pairs before and after by column', () => {
    expect(changedColumns({ before: { name: 'a' }, after: { name: 'b', tags: ['x'] } })).toEqual([
      { column: 'name', before: 'a', after: 'b' },
      { column: 'tags', before: undefined, after: ['x'] },
    ]);
    expect(changedColumns({ before: null, after: { name: 'n' } })).toEqual([
      { column: 'name', before: undefined, after: 'n' },
    ]);
  });
});

describe('auditActionId', () => {
  it('takes an id as it is, and a name as the trail shows it back to its id', () => {
    expect(auditActionId('updateWidgetAuth')).toBe('updateWidgetAuth');
    expect(auditActionId('loginFailed')).toBe('loginFailed');
    expect(auditActionId('Login')).toBe('login');
    expect(auditActionId('  Update  widget AUTH ')).toBe('updateWidgetAuth');
    for (const id of ['putDeviceLiveState', 'createApiToken', 'login'])
      expect(auditActionId(auditActionName(id))).toBe(id);
  });
});
