import { cockpit } from '@wallet/contracts';
import { defineWords } from '../../../i18n/words';

type AdapterName = cockpit.AdapterHealth['name'];

const en = {
  refresh: 'Refresh',
  readAt: 'Read at {{time}}; the page refreshes every 30 seconds.',
  loading: 'Loading the status',
  failed: 'The status could not be loaded.',
  retry: 'Try again',
  database: {
    title: 'Database', driver: 'Driver', state: 'State', up: 'Up', down: 'Down', latency: 'Latency', latencyValue: '{{ms}} ms',
    drivers: { pglite: 'Embedded (PGlite)', postgres: 'PostgreSQL' },
  },
  jobs: { title: 'Job queue', queued: 'Queued', running: 'Running', failed: 'Failed', oldest: 'Oldest queued since' },
  build: { title: 'This API process', version: 'Version', startedAt: 'Started at' },
  adapters: {
    title: 'Outside systems', name: 'System', mode: 'Mode', calls: 'Calls', errors: 'Errors', errorRate: 'Error rate',
    lastContact: 'Last contact', lastError: 'Last error',
    modes: { simulated: 'Simulated', live: 'Live' },
    // The contracts' names are the English words.
    names: Object.fromEntries(cockpit.ADAPTER_NAMES.map((name) => [name, name])) as Record<AdapterName, string>,
  },
};

export const systemStatusWords = defineWords({
  en,
  'pt-BR': {
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
  },
});
