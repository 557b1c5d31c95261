import { describe, expect, it } from 'vitest';
import { auditVariables, readAuditFilters } from './audit-filters.ts';

describe('audit filters', () => {
  it('reads the URL and asks for whole days in the display zone, the last day included', () => {
    const filters = readAuditFilters(
      new URLSearchParams('device=12&action=updateDevice&from=2026-03-01&to=2026-03-02'),
    );
    expect(auditVariables(filters, '+02:00')).toEqual({
      userId: undefined,
      deviceId: '12',
      objectType: undefined,
      objectId: undefined,
      actionId: 'updateDevice',
      from: '2026-03-01T00:00:00+02:00',
      to: '2026-03-03T00:00:00+02:00',
    });
  });
});
