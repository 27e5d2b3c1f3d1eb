import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, render } from '@testing-library/react';
import { i18n, initI18n } from '../i18n';
import { MemberName } from './MemberName';

beforeAll(() => {
  initI18n('en');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

const shown = (username: string | null) => {
  const text = render(<MemberName username={username} />).container.textContent;
  cleanup();
  return text;
};

describe('MemberName', () => {
  it('words what the system and the customer did in the member\'s language, and a member by their username', async () => {
    expect([shown('system'), shown('customer'), shown('ana.ops'), shown(null)]).toEqual(['System', 'The customer', 'ana.ops', '—']);
    await i18n.changeLanguage('pt-BR');
    expect([shown('system'), shown('customer'), shown('DICT')]).toEqual(['Sistema', 'O cliente', 'DICT']);
  });
});
