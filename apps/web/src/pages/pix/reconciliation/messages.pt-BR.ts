import type { Translated } from '../../../i18n/words';
import type { reconciliationWords as reconciliationWordsEnglish } from './messages';

export const reconciliationWords: Translated<typeof reconciliationWordsEnglish> = {
  intro: 'Toda noite cada tipo de chave nosso é verificado com o DICT: o XOR dos identificadores de conteúdo das nossas chaves (VSync) contra o do DICT. Quando diferem, a lista de identificadores do DICT diz quais vínculos divergem, e cada um é corrigido no DICT com o motivo RECONCILIATION. Uma chave com reivindicação em curso fica com a reivindicação.',
  run: 'Verificar agora',
  unavailable: 'O DICT simulado neste processo não guarda identificadores de conteúdo: não há o que reconciliar. Aponte o servidor para um DICT (DICT_URL) para verificar com ele.',
  empty: 'Nenhuma verificação ainda: a primeira roda esta noite, ou agora com “Verificar agora”.',
  failed: 'Não foi possível carregar as verificações.',
  retry: 'Tentar de novo',
  loading: 'Carregando as verificações',
  table: 'Verificações de sincronismo com o DICT',
  columns: { startedAt: 'Início', keyType: 'Tipo de chave', result: 'Resultado', keys: 'Nossas chaves', fixes: 'Corrigidas', startedBy: 'Por' },
  results: { OK: 'Iguais', NOK: 'Divergiam', failed: 'O DICT não respondeu' },
  nightly: 'Noturna',
  fixesOf: 'O que a verificação de {{keyType}} às {{time}} corrigiu',
  noFixes: 'Nada a corrigir.',
  fixColumns: { key: 'Chave', action: 'Correção', outcome: 'Resultado', error: 'O DICT disse' },
  actions: {
    created: 'Criada no DICT (ele não tinha o vínculo)',
    updated: 'Atualizada no DICT (conta ou titular diferentes dos nossos)',
    deleted: 'Excluída no DICT (um vínculo que não temos)',
    adopted: 'Identificador da requisição guardado (o vínculo era nosso)',
  },
  outcomes: { done: 'Feita', refused: 'Recusada' },
  fixedCount: '{{done}} de {{count}}',
};
