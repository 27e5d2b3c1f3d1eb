import type { Translated } from '../../../i18n/words';
import type { lookupWords as lookupWordsEnglish } from './messages';

export const lookupWords: Translated<typeof lookupWordsEnglish> = {
  intro: 'Consulte uma chave Pix no DICT como qualquer participante a vê: o titular, o documento mascarado, a instituição e as estatísticas de fraude da chave.',
  audited: 'Toda consulta é auditada: quem consultou, qual chave e o que o DICT respondeu. Consulte uma chave apenas para um pagamento ou caso em que esteja trabalhando.',
  key: 'Chave Pix',
  keyHelp: 'Um CPF, CNPJ, e-mail, telefone (+55…) ou chave aleatória, como o DICT a guarda',
  payer: 'Para um pagamento de (CPF ou CNPJ)',
  payerHelp: 'O cliente que vai pagar a chave: o DICT conta as consultas no limite dele. Vazio: a instituição',
  submit: 'Consultar',
  notFound: 'O DICT não tem essa chave',
  failed: 'A consulta falhou',
  result: 'Chave {{key}}',
  facts: {
    keyType: 'Tipo de chave', owner: 'Titular', document: 'Documento', ownerType: 'Pessoa', institution: 'Instituição', account: 'Agência / conta',
    created: 'Chave criada em', ours: 'Nossa', oursYes: 'Sim: ver nossa chave', oursNo: 'Não, está em outro participante',
  },
  ownerType: { NATURAL_PERSON: 'Pessoa física (CPF)', LEGAL_PERSON: 'Pessoa jurídica (CNPJ)' },
  statistics: 'Estatísticas de fraude da chave {{key}}',
};
