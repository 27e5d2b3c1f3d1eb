import type { Page } from '@playwright/test';

/**
 * What keeps a screen from fitting its window, as sentences (none when it fits): the page itself
 * scrolling sideways, the customizer's floating button over a card, and, with `actionsInView`, a
 * list's Actions column ending beyond its grid's visible area.
 */
export async function fitProblems(page: Page, where: string, { actionsInView }: { actionsInView: boolean }): Promise<string[]> {
  const measured = await page.evaluate(() => {
    const gear = document.querySelector('[data-testid="customizer-open"]')?.getBoundingClientRect();
    const covered = gear !== undefined && [...document.querySelectorAll('main .MuiCard-root')].some((card) => {
      const box = card.getBoundingClientRect();
      return box.left < gear.right && gear.left < box.right && box.top < gear.bottom && gear.top < box.bottom;
    });
    const header = document.querySelector('[role="columnheader"][data-field="__actions"]');
    const grid = header?.closest('[role="grid"]');
    return {
      sideways: document.documentElement.scrollWidth - document.documentElement.clientWidth,
      covered,
      actionsBeyond: header && grid ? header.getBoundingClientRect().right - grid.getBoundingClientRect().right : null,
    };
  });
  return [
    ...(measured.sideways > 0 ? [`${where}: the page scrolls ${measured.sideways} px sideways`] : []),
    ...(measured.covered ? [`${where}: the customizer's button covers the content`] : []),
    ...(actionsInView && measured.actionsBeyond !== null && measured.actionsBeyond > 0 ? [`${where}: the Actions column ends ${Math.round(measured.actionsBeyond)} px out of view`] : []),
  ];
}
