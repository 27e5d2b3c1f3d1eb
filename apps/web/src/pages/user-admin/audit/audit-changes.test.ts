import { describe, expect, it } from 'vitest';
import { fieldChanges, prettyJson } from './audit-changes';

describe('fieldChanges', () => {
  it('lists every field of both sides and marks those that differ', () => {
    expect(fieldChanges({ name: 'Ana', role: { id: 2 }, status: 'active' }, { name: 'Ana', role: { id: 3 }, status: 'active' })).toEqual([
      { field: 'name', before: 'Ana', after: 'Ana', changed: false },
      { field: 'role', before: '{"id":2}', after: '{"id":3}', changed: true },
      { field: 'status', before: 'active', after: 'active', changed: false },
    ]);
  });

  it('treats a missing side as empty (a creation, a deletion)', () => {
    expect(fieldChanges(null, { totp_enabled: false })).toEqual([{ field: 'totp_enabled', before: '', after: 'false', changed: true }]);
  });

  it('gives up on anything but records, to be shown whole', () => {
    expect(fieldChanges([1, 2], null)).toBeNull();
    expect(prettyJson([1])).toBe('[\n  1\n]');
  });
});
