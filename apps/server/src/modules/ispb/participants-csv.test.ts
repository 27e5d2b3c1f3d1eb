import { describe, expect, it } from 'vitest';
import { parseParticipantsCsv } from './participants-csv.js';

describe('parseParticipantsCsv', () => {
  it("reads the central bank's STR participants file (comma separated, quoted, accented header)", () => {
    const csv = [
      'ISPB,Nome_Reduzido,Número_Código,Participa_da_Compe,Acesso_Principal,Nome_Extenso,Início_da_Operação',
      '00000000,BCO DO BRASIL S.A.,001,Sim,RSFN,"Banco do Brasil S.A.",22/04/2002',
      '360305,CAIXA ECONOMICA FEDERAL,104,Sim,RSFN,"Caixa Econômica Federal",22/04/2002',
      '"18236120","NU PAGAMENTOS - IP",260,Não,Internet,"NU PAGAMENTOS S.A., IP",14/11/2018',
    ].join('\r\n');
    const { participants, rejected } = parseParticipantsCsv(`\uFEFF${csv}`);
    expect(participants).toEqual([
      { ispb: '00000000', name: 'BCO DO BRASIL S.A.' },
      { ispb: '00360305', name: 'CAIXA ECONOMICA FEDERAL' },
      { ispb: '18236120', name: 'NU PAGAMENTOS - IP' },
    ]);
    expect(rejected).toEqual([]);
  });

  it('reads semicolon-separated files with a plain ISPB, name header', () => {
    const { participants } = parseParticipantsCsv('ispb;name\n60701190;"Itaú; Unibanco"\n');
    expect(participants).toEqual([{ ispb: '60701190', name: 'Itaú; Unibanco' }]);
  });

  it('reports rows it cannot read instead of guessing', () => {
    const { participants, rejected } = parseParticipantsCsv('ISPB,name\n12AB5678,Bad\n123456789,Too long\n12345678,\n');
    expect(participants).toEqual([]);
    expect(rejected).toHaveLength(3);
  });

  it('refuses a file without the needed columns', () => {
    expect(() => parseParticipantsCsv('code,bank\n1,A\n')).toThrow(/ISPB column/);
    expect(() => parseParticipantsCsv('')).toThrow(/empty/);
  });
});
