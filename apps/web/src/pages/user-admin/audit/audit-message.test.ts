import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { i18n, initI18n } from '../../../i18n';
import { loadSaid } from '../../../i18n/said';
import { auditMessage } from './audit-message';

beforeAll(async () => {
  initI18n('en');
  await loadSaid();
});
afterAll(() => i18n.changeLanguage('en'));

describe("an audit entry's message", () => {
  const blocked = { message: 'Ana is blocked', words: { key: 'user.blocked', params: { name: 'Ana' } } };

  it("reads in the reader's language when the entry carries catalogue words", async () => {
    await i18n.changeLanguage('pt-BR');
    expect(auditMessage(blocked)).toBe('Ana foi bloqueado(a)');
    await i18n.changeLanguage('en');
    expect(auditMessage(blocked)).toBe('Ana is blocked');
  });

  it('keeps the recorded English of an entry written before words existed, or with a key this console does not know', async () => {
    await i18n.changeLanguage('pt-BR');
    expect(auditMessage({ message: 'Saved' })).toBe('Saved');
    expect(auditMessage({ message: 'From a newer server', words: { key: 'no.such_key', params: {} } })).toBe('From a newer server');
  });
});
