import type { Translated } from '../../../i18n/words';
import type { systemStatusWords as systemStatusWordsEnglish } from './messages';

export const systemStatusWords: Translated<typeof systemStatusWordsEnglish> = {
  refresh: 'Atualizar',
  readAt: 'Lido às {{time}}; a página se atualiza a cada 30 segundos.',
  loading: 'Carregando a situação',
  failed: 'Não foi possível carregar a situação.',
  retry: 'Tentar de novo',
  database: {
    title: 'Banco de dados', driver: 'Tipo', state: 'Estado', up: 'No ar', down: 'Fora do ar', latency: 'Latência', latencyValue: '{{ms}} ms',
    drivers: { pglite: 'Embutido (PGlite)', postgres: 'PostgreSQL' },
  },
  jobs: { title: 'Fila de tarefas', queued: 'Na fila', running: 'Em execução', failed: 'Com falha', oldest: 'Mais antiga na fila desde' },
  build: { title: 'Este processo da API', version: 'Versão', startedAt: 'Iniciado em' },
  adapters: {
    title: 'Sistemas externos', name: 'Sistema', mode: 'Modo', calls: 'Chamadas', errors: 'Erros', errorRate: 'Taxa de erros',
    lastContact: 'Último contato', lastError: 'Último erro',
    modes: { simulated: 'Simulado', live: 'Real' },
    names: {
      SPI: 'SPI',
      'DICT keys': 'DICT: chaves',
      'DICT claims': 'DICT: reivindicações',
      'DICT fraud': 'DICT: marcações de fraude',
      'DICT infractions': 'DICT: notificações de infração',
      'DICT refunds': 'DICT: solicitações de devolução',
      'DICT tracing': 'DICT: rastreamento',
      'Identity (CPF)': 'Receita Federal (CPF)',
      STA: 'STA',
      'Customer channel': 'Canal do cliente',
    },
  },
};
