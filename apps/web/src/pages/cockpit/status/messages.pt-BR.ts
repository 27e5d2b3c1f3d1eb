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
    lastContact: 'Último contato', lastError: 'Último erro', rateLimited: 'Recusadas: balde vazio',
    modes: { simulated: 'Simulado', live: 'Real' },
    names: {
      SPI: 'SPI',
      'DICT keys': 'DICT: chaves',
      'DICT claims': 'DICT: reivindicações',
      'DICT policies': 'DICT: limites de requisições',
      'DICT look-ups': 'DICT: consultas de chaves',
      'DICT reconciliation': 'DICT: reconciliação',
      'DICT fraud': 'DICT: marcações de fraude',
      'DICT infractions': 'DICT: notificações de infração',
      'DICT refunds': 'DICT: solicitações de devolução',
      'DICT funds recovery': 'DICT: recuperação de valores',
      'DICT tracing': 'DICT: rastreamento',
      'Identity (CPF)': 'Receita Federal (CPF)',
      STA: 'STA',
      'Customer channel': 'Canal do cliente',
    },
  },
  limits: {
    title: 'Limites de requisições no DICT',
    policy: 'Política', available: 'Fichas restantes', capacity: 'Capacidade', share: 'Restante', refill: 'Reposição', state: 'Estado',
    refillValue: '{{tokens}} a cada {{seconds}} s',
    readAt: 'Nossos baldes na categoria {{category}}, como o DICT respondeu às',
    none: 'O DICT simulado neste processo não limita requisições: não há baldes a mostrar.',
    unreachable: 'O DICT não informou nossos baldes: {{error}}',
    alert_one: '{{count}} balde está abaixo de 20 % da capacidade: {{policies}}. As requisições da sua política são recusadas (429) quando ele se esvazia.',
    alert_other: '{{count}} baldes estão abaixo de 20 % da capacidade: {{policies}}. As requisições das suas políticas são recusadas (429) quando eles se esvaziam.',
    low: 'Abaixo de 20 %', ok: 'OK',
  },
};
