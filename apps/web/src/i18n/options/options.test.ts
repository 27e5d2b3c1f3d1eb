import { describe, expect, it } from 'vitest';
import { OPTION_LISTS, TradeStatus } from '@wallet/contracts';
import { initI18n } from '../index';
import { isOptionList, optionKey } from './index';
import { optionsPtBR } from './pt-BR';
import type { WordKey } from '../word-key';

describe('option words', () => {
  it('words every code of every list in both languages: English from the contracts, pt-BR beside it', () => {
    const i18n = initI18n('en');
    for (const [list, { options }] of Object.entries(OPTION_LISTS)) {
      for (const { code, name } of options) {
        const key = `option.${list}.${code}` as WordKey;
        expect(i18n.getFixedT('en')(key)).toBe(name);
        const portuguese = i18n.getFixedT('pt-BR')(key);
        expect(portuguese).toBe((optionsPtBR as Record<string, Record<string, string>>)[list]![code]);
        expect(portuguese).not.toBe(`option.${list}.${code}`);
      }
    }
  });

  it('gives one key per option, read the same way by every screen', () => {
    const t = initI18n('en').getFixedT('pt-BR');
    expect(TradeStatus.codes.map((code) => t(optionKey('trade_status', code)))).toEqual(['Pendente', 'Em processamento', 'Concluída', 'Falhou', 'Estornada']);
  });

  it('knows which selection lists it words (the ISPB participants keep their registered names)', () => {
    expect(isOptionList('pix_key_status')).toBe(true);
    expect(isOptionList('ispb')).toBe(false);
  });
});
