/** The dashboard's figures, by the group that shows them, in their order on the screen. */
export const FIGURE_GROUPS = {
  pix: ['pixToday', 'payins', 'payouts', 'success'],
  money: ['inFlight', 'held', 'fees'],
  waiting: ['medOpen', 'medDueToday', 'medOverdue', 'claims', 'review', 'jobs'],
} as const;

export type FigureGroupId = keyof typeof FIGURE_GROUPS;
export type FigureId = (typeof FIGURE_GROUPS)[FigureGroupId][number];
