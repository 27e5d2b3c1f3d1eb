import { describe, expect, it } from 'vitest';
import { ALL_PERMISSIONS, PERMISSIONS } from '@wallet/contracts';
import { initI18n } from '../index';
import { permissionKey } from './index';
import { permissionsPtBR } from './pt-BR';

describe('permission words', () => {
  it("words every permission in English as the contracts describe it, and in pt-BR from its own table", () => {
    const i18n = initI18n('en');
    for (const permission of ALL_PERMISSIONS) {
      expect(i18n.getFixedT('en')(permissionKey(permission))).toBe(PERMISSIONS[permission]);
      expect(i18n.getFixedT('pt-BR')(permissionKey(permission))).toBe(permissionsPtBR[permission]);
    }
  });
});
