import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, Day, Instant } from '../common.js';
import { UfSchema } from '../states.js';

/** The periods the map sums Pix and fraud reports over, in Brasília days up to today. */
export const MAP_PERIODS = [1, 7, 30, 90] as const;

export const StateFigures = z.object({
  uf: UfSchema,
  /** Customers (users and merchants) of the state. */
  customers: z.int(),
  /** Pix of the state's customers in the period, settled or not, and their amount. */
  pix_count: z.int(),
  pix_value: Amount,
  /** Infraction reports (MED) in the period about Pix of the state's customers. */
  fraud_reports: z.int(),
});
export type StateFigures = z.infer<typeof StateFigures>;

export const mapFigures = endpoint({
  path: '/api/v1/map/figures',
  access: 'trades.view',
  summary: "Pix volume, fraud reports and customers by Brazilian state (UF) over the last days, a customer's state that of their phone's area code",
  body: z.strictObject({
    days: z._default(z.literal(MAP_PERIODS, { error: `must be one of ${MAP_PERIODS.join(', ')}` }), 30),
  }),
  data: z.object({
    from: Day,
    to: Day,
    at: Instant,
    /** Every state, in UF order, with zeros where nothing happened. */
    states: z.array(StateFigures),
    /** Customers whose phone's area code no state has: counted nowhere on the map. */
    customers_without_state: z.int(),
  }),
});
