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

/**
 * What a list's grid does not show whole, as sentences (none when it all shows): the grid
 * scrolling sideways, and each cell whose text is cut, across or down, unless the cut text is a
 * member's free text whose whole is in its tooltip.
 */
export async function cutCells(page: Page, where: string): Promise<string[]> {
  const found = await page.evaluate(() => {
    const grid = document.querySelector<HTMLElement>('[role="grid"]');
    if (!grid) return { sideways: 0, cut: [] as string[] };
    const cutHere = (element: Element) => element.scrollWidth > element.clientWidth + 1 || element.scrollHeight > element.clientHeight + 1;
    const clips = (element: Element) => getComputedStyle(element).overflowX !== 'visible' || getComputedStyle(element).overflowY !== 'visible';
    const whole = (element: Element) => {
      const title = element.closest('[title]')?.getAttribute('title') ?? '';
      const text = (element.textContent ?? '').trim();
      return text !== '' && title.includes(text);
    };
    const cut: string[] = [];
    for (const cell of grid.querySelectorAll('[role="row"]:not(.list-table-header) > [role="gridcell"]')) {
      const field = cell.getAttribute('data-field') ?? '?';
      if (field === '__actions' || cell.querySelector('.MuiSkeleton-root')) continue;
      const parts = [cell, ...cell.querySelectorAll('*')].filter((element) => element.clientWidth > 0 && clips(element) && cutHere(element));
      const shown = parts.filter((element) => !whole(element));
      if (shown.length > 0) cut.push(`${field}: "${(cell.textContent ?? '').trim().slice(0, 60)}"`);
    }
    return { sideways: grid.scrollWidth - grid.clientWidth, cut };
  });
  return [
    ...(found.sideways > 0 ? [`${where}: the grid scrolls ${found.sideways} px sideways`] : []),
    ...[...new Set(found.cut)].map((cell) => `${where}: cut ${cell}`),
  ];
}
