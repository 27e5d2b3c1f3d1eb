import type { Translated } from '../../../i18n/words';
import type { stateMapWords as stateMapWordsEnglish } from './messages';

export const stateMapWords: Translated<typeof stateMapWordsEnglish> = {
  period: 'Período',
  periods: { '1': 'Hoje', '7': '7 dias', '30': '30 dias', '90': '90 dias' },
  measure: 'Mostrado no mapa',
  measures: { pix_value: 'Valor em Pix', pix_count: 'Quantidade de Pix', fraud_reports: 'Notificações de fraude', customers: 'Clientes' },
  map: 'Mapa do Brasil: {{measure}} por estado, de {{from}} a {{to}}',
  table: '{{measure}} e os demais números por estado',
  legend: 'Legenda: de {{min}} a {{max}}',
  columns: { uf: 'UF', state: 'Estado', customers: 'Clientes', pix_count: 'Pix', pix_value: 'Valor em Pix', fraud_reports: 'Notificações de fraude' },
  stateValue: '{{state}}: {{value}}',
  between: 'De {{from}} a {{to}} (horário de Brasília); um cliente conta no estado do DDD do seu telefone.',
  withoutState_one: '{{count}} cliente tem um telefone cujo DDD não é de nenhum estado e não aparece no mapa.',
  withoutState_other: '{{count}} clientes têm um telefone cujo DDD não é de nenhum estado e não aparecem no mapa.',
  loading: 'Carregando o mapa',
  failed: 'Não foi possível carregar o mapa.',
  retry: 'Tentar de novo',
};
