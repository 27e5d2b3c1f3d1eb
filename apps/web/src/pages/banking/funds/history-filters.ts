import type { TFunction } from 'i18next';
import type { FilterSpec } from '../../../components/list/ListPage';

/** The filters every funds history ends with: who did it, and on which days. */
export const operatorAndDays = (t: TFunction): FilterSpec[] => [
  { kind: 'text', name: 'operator', label: t('funds.filters.operator') },
  { kind: 'dateRange', name: 'created', label: t('funds.filters.created'), startField: 'created_from', endField: 'created_to' },
];
