import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, type Permission } from '@wallet/contracts';
import { canGrant, DOMAINS, fieldsOf, isChanged, isSuperAdmin, toggleDomain, type RoleDraft } from './role-draft';

const draft = (overrides: Partial<RoleDraft> = {}): RoleDraft => ({
  name: 'Auditors', description: 'Reads the log', totp_required: false, networks: '', permissions: new Set<Permission>(['audit.view']), ...overrides,
});

describe('role drafts', () => {
  it('groups every permission once, by domain, in the contracts order', () => {
    expect(DOMAINS.map((d) => d.domain)).toEqual([
      'users', 'kyc', 'bank_accounts', 'funds', 'fees', 'trades', 'pix_keys', 'claims', 'fraud', 'limits', 'reports', 'infractions', 'med', 'staff', 'roles', 'audit', 'approvals', 'system',
    ]);
    expect(DOMAINS.flatMap((d) => d.permissions)).toEqual(ALL_PERMISSIONS);
  });

  it('lets a member grant what they hold, or keep what the role had', () => {
    const held = new Set(['users.view']);
    const before = new Set<Permission>(['funds.freeze']);
    expect(canGrant('users.view', held, before)).toBe(true);
    expect(canGrant('funds.freeze', held, before)).toBe(true);
    expect(canGrant('funds.unfreeze', held, before)).toBe(false);
  });

  it('selects every grantable permission of a domain, then clears the domain', () => {
    const funds = DOMAINS.find((d) => d.domain === 'funds')!.permissions;
    const grantable = (p: Permission) => p !== 'funds.unfreeze';
    const once = toggleDomain(new Set(['users.view']), funds, grantable);
    expect([...once].sort()).toEqual(['funds.freeze', 'funds.view', 'users.view']);
    expect([...toggleDomain(once, funds, grantable)]).toEqual(['users.view']);
  });

  it('sees a change only where the saved role would differ', () => {
    expect(isChanged(draft({ name: ' Auditors ' }), draft())).toBe(false);
    expect(isChanged(draft({ totp_required: true }), draft())).toBe(true);
    expect(isChanged(draft({ permissions: new Set(['users.view']) }), draft())).toBe(true);
  });

  it('sends trimmed fields and sorted permissions', () => {
    expect(fieldsOf(draft({ name: ' A team ', permissions: new Set(['users.view', 'audit.view', 'funds.view']) }))).toEqual({
      name: 'A team', description: 'Reads the log', totp_required: false, allowed_networks: [], permissions: ['audit.view', 'funds.view', 'users.view'],
    });
  });

  it('knows the Super admin role only when it is the built-in one', () => {
    expect(isSuperAdmin({ name: 'Super admin', built_in: true })).toBe(true);
    expect(isSuperAdmin({ name: 'Super admin', built_in: false })).toBe(false);
  });
});
