import { beforeAll, describe, expect, it } from 'vitest';
import { BUILT_IN_ROLES, type BuiltInRoleName } from '@wallet/contracts';
import { i18n, initI18n } from '../../../i18n';
import { rolesWords } from './messages.pt-BR';
import { roleDescription } from './role-description';

beforeAll(() => void initI18n('en'));

describe('roleDescription', () => {
  const names = Object.keys(BUILT_IN_ROLES) as BuiltInRoleName[];

  it("words every built-in role's own description in both languages, English as the contracts have it", () => {
    for (const name of names) {
      const role = { name, built_in: true, description: BUILT_IN_ROLES[name].description };
      expect(roleDescription(i18n.getFixedT('en'), role), name).toBe(BUILT_IN_ROLES[name].description);
      const portuguese = roleDescription(i18n.getFixedT('pt-BR'), role);
      expect(portuguese, name).toBe(rolesWords.builtInDescription[name]);
      expect(portuguese, name).not.toBe(BUILT_IN_ROLES[name].description);
    }
  });

  it("keeps a member's own description as written: a custom role's, or a built-in's they changed", () => {
    const pt = i18n.getFixedT('pt-BR');
    expect(roleDescription(pt, { name: 'Night desk', built_in: false, description: 'Watches payouts at night' })).toBe('Watches payouts at night');
    expect(roleDescription(pt, { name: 'Support', built_in: true, description: 'Answers the phone' })).toBe('Answers the phone');
    expect(roleDescription(pt, { name: 'Support', built_in: false, description: BUILT_IN_ROLES.Support.description })).toBe(BUILT_IN_ROLES.Support.description);
  });
});
