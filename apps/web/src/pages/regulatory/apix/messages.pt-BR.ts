import type { Translated } from '../../../i18n/words';
import type { apixWords as apixWordsEnglish } from './messages';

export const apixWords: Translated<typeof apixWordsEnglish> = {
  type: { APIX001: 'APIX001 - Estatísticas do Pix' },
  filters: { months: 'Mês', monthHint: 'AAAA-MM', status: 'Situação', type: 'Tipo de relatório' },
  columns: {
    month: 'Mês', type: 'Tipo', status: 'Situação', version: 'Versão', file: 'Arquivo', replacement: 'Substituição', protocol: 'Protocolo STA',
    generated: 'Gerado em', submitted: 'Enviado em', job: 'Geração', verdict: 'Resposta do Banco Central', receipt: 'Recibo',
  },
  replacement: 'Substituição',
  job: { queued: 'Na fila', running: 'Gerando', failed: 'Falhou: {{error}}', progressOf: 'Geração de {{month}}' },
  empty: 'Nenhum relatório ainda. Gere o do mês passado com "Gerar relatório".',
  generate: {
    button: 'Gerar relatório', title: 'Gerar um relatório', month: 'Mês', monthHelp: 'Um mês já encerrado, no horário de Brasília',
    type: 'Tipo de relatório', notEnded: 'Este mês ainda não terminou', invalidMonth: 'Informe o mês como AAAA-MM',
    note: 'O arquivo é calculado a partir das transações do mês em segundo plano; a lista mostra o progresso. Um mês já gerado ganha uma nova versão.',
    submit: 'Gerar', cancel: 'Cancelar',
  },
  actions: {
    download: 'Baixar', downloadOf: 'Baixar {{file}}', upload: 'Enviar um arquivo', uploadOf: 'Enviar um arquivo para {{type}} {{month}}',
    submit: 'Enviar ao Banco Central', submitOf: 'Enviar {{type}} {{month}}', verdict: 'Registrar a resposta', verdictOf: 'Registrar a resposta sobre {{type}} {{month}}',
    log: 'Histórico de operações', logOf: 'Histórico de operações de {{type}} {{month}}',
  },
  submitConfirm: {
    title: 'Enviar {{type}} {{month}} ao Banco Central?',
    message: 'A versão {{version}} ({{file}}) será enviada pelo STA.',
    replacement: 'A versão {{version}} ({{file}}) será enviada pelo STA como substituição do arquivo enviado antes.',
    final: 'Até a resposta do Banco Central, o relatório não pode ser gerado de novo nem substituído.',
  },
  upload: {
    title: 'Enviar um arquivo para {{type}} {{month}}', kind: 'O que é?',
    replacement: 'Um XML corrigido: vira a versão {{version}} e é enviado como substituição',
    receipt: 'O recibo do Banco Central sobre o envio (PDF, XML ou texto)',
    file: 'Arquivo', choose: 'Escolher um arquivo', none: 'Nenhum arquivo escolhido', chosen: '{{name}}, {{size}}',
    tooBig: 'O arquivo tem {{size}} bytes; o máximo é {{max}} bytes (5 MB)', empty: 'O arquivo está vazio', missing: 'Escolha um arquivo para enviar',
    wrongType: 'Este arquivo é {{type}}; um {{kind}} deve ser {{allowed}}', unknownType: 'de tipo desconhecido',
    kinds: { replacement: 'arquivo de substituição', receipt: 'recibo' }, submit: 'Enviar', cancel: 'Cancelar',
  },
  verdict: {
    title: 'Resposta do Banco Central sobre {{type}} {{month}}', choice: 'Resposta', accepted: 'Aceito', rejected: 'Rejeitado',
    reasonHelp: 'O que o Banco Central disse', submit: 'Registrar', cancel: 'Cancelar',
  },
  log: {
    title: 'Histórico de operações: {{type}} {{month}}', columns: { at: 'Quando', action: 'Ação', version: 'Versão', actor: 'Por', details: 'Detalhes' },
    action: {
      generate: 'Geração pedida', generated: 'Gerado', generation_failed: 'Geração falhou', download: 'Baixado',
      upload_replacement: 'Substituição enviada', upload_receipt: 'Recibo enviado', submit: 'Enviado', accept: 'Aceito', reject: 'Rejeitado',
    },
    loading: 'Carregando o histórico', empty: 'Nada foi feito com este relatório ainda.', error: 'Não foi possível carregar o histórico.', retry: 'Tentar de novo', close: 'Fechar',
  },
};
