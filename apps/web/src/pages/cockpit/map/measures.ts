import type { cockpit } from '@wallet/contracts';
import { formatCentavos } from '../../../format/money';
import { formatCount } from '../../../format/number';

/** The figures the map can colour its states by. */
export const MEASURES = ['pix_value', 'pix_count', 'fraud_reports', 'customers'] as const;
export type Measure = (typeof MEASURES)[number];

/** A figure as the console writes it: money as reais, the others as counts. */
export const formatMeasure = (measure: Measure, value: number, language: string) =>
  measure === 'pix_value' ? formatCentavos(value) : formatCount(value, language);

export const valueOf = (state: cockpit.StateFigures, measure: Measure) => state[measure];

/** The share of the largest value a state's colour shows, never quite nothing for a state with any. */
export const shade = (value: number, max: number) => (max === 0 || value === 0 ? 0 : 0.15 + 0.85 * (value / max));
