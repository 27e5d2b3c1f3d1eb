import { describe, expect, it } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { auth, bankHolidays, cockpit, daysOfMonth, fifthBusinessDay, isBusinessDay } from '@wallet/contracts';
import { envelope, fakeApi, renderScreen } from '../../../test-support/fake-api';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { meAnswer } from '../../../test-support/session';
import CalendarPage from './CalendarPage';
import { shiftMonth, weeksOf } from './month';

setUpGridScreenTests();

const monthAnswer = ({ month }: Record<string, unknown>) => {
  const holidays = bankHolidays(Number((month as string).slice(0, 4)));
  return envelope(200, 'ok', {
    month, today: `${month as string}-26`,
    days: daysOfMonth(month as string).map((day) => ({
      day, business_day: isBusinessDay(day), holiday: holidays.get(day) ?? null, pix_count: day.endsWith('-10') ? 3 : 0, pix_value: day.endsWith('-10') ? 12_345 : 0,
      apix_deadline: day === fifthBusinessDay(month as string), med_deadlines: day.endsWith('-12') ? 2 : 0, infraction_deadlines: day.endsWith('-12') ? 1 : 0,
    })),
  });
};

function show(url: string) {
  const api = fakeApi({ [auth.me.path]: meAnswer(['trades.view']), [cockpit.calendarMonth.path]: monthAnswer });
  renderScreen(<CalendarPage />, url);
  return api;
}
const cell = (day: string) => document.querySelector(`td[data-day="${day}"]`) as HTMLElement;

describe('the month helpers', () => {
  it('move across years and lay a month out in weeks from Sunday', () => {
    expect([shiftMonth('2026-01', -1), shiftMonth('2026-12', 1)]).toEqual(['2025-12', '2027-01']);
    const weeks = weeksOf(daysOfMonth('2026-10').map((day) => ({ day })));
    // 1 October 2026 is a Thursday.
    expect(weeks[0]!.map((place) => place?.day ?? null)).toEqual([null, null, null, null, '2026-10-01', '2026-10-02', '2026-10-03']);
    expect(weeks.flat().filter(Boolean)).toHaveLength(31);
  });
});

describe('the calendar page', () => {
  it("shows each day's Pix as a link to that day's trades, the holidays, today, and what is due", async () => {
    show('/calendar?month=2026-11');
    expect(await screen.findByRole('table', { name: 'The days of November 2026' })).toBeTruthy();
    expect(within(cell('2026-11-02')).getByText("All Souls' Day")).toBeTruthy();
    expect(within(cell('2026-11-20')).getByText('Black Consciousness Day')).toBeTruthy();
    const pix = within(cell('2026-11-10')).getByRole('link', { name: /^3 Pix, R\$\s123,45$/ });
    expect(pix.getAttribute('href')).toBe('/banking/transactions?created_from=2026-11-10&created_to=2026-11-10');
    expect(within(cell('2026-11-09')).getByText('APIX report due')).toBeTruthy();
    expect(within(cell('2026-11-12')).getByText('2 MED deadlines')).toBeTruthy();
    expect(within(cell('2026-11-12')).getByText('1 analysis due')).toBeTruthy();
    expect(cell('2026-11-26').getAttribute('aria-current')).toBe('date');
  });

  it('moves to the month before and after through the address', async () => {
    const api = show('/calendar?month=2026-01');
    await screen.findByRole('table', { name: 'The days of January 2026' });
    fireEvent.click(screen.getByRole('button', { name: 'Previous month' }));
    expect(await screen.findByRole('table', { name: 'The days of December 2025' })).toBeTruthy();
    expect(within(cell('2025-12-25')).getByText('Christmas')).toBeTruthy();
    await waitFor(() => expect(api.bodiesOf(cockpit.calendarMonth.path).map((body) => (body as { month: string }).month)).toEqual(['2026-01', '2025-12']));
  });
});
