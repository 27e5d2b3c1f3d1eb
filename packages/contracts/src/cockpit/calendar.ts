import { z } from '../zod.js';
import { endpoint } from '../endpoint.js';
import { Amount, Day } from '../common.js';
import { HOLIDAYS } from '../business-days.js';
import { Month } from '../regulatory/reports.js';

export const CalendarDay = z.object({
  day: Day,
  business_day: z.boolean(),
  holiday: z.nullable(z.enum(HOLIDAYS)),
  /** Pix created that Brasília day, and their amount. */
  pix_count: z.int(),
  pix_value: Amount,
  /** The APIX report of the month before is due this day (the fifth business day). */
  apix_deadline: z.boolean(),
  /** Open MED cases whose next deadline falls this day, and reports about us whose analysis is due. */
  med_deadlines: z.int(),
  infraction_deadlines: z.int(),
});
export type CalendarDay = z.infer<typeof CalendarDay>;

export const calendarMonth = endpoint({
  path: '/api/v1/calendar/month',
  access: 'trades.view',
  summary: "A month's days: each one's Pix volume, bank holiday, the APIX deadline (fifth business day) and the MED deadlines that fall on it",
  body: z.strictObject({ month: Month }),
  data: z.object({ month: Month, today: Day, days: z.array(CalendarDay) }),
});
