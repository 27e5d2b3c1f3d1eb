import axe from 'axe-core';
import type { Page } from '@playwright/test';

/** Which of axe's rules run: those of some tags (WCAG levels), or some rules by name. */
export type AxeRules = { tags: readonly string[] } | { rules: readonly string[] };

interface AxeScope {
  /** Only inside this selector. */
  include?: string | undefined;
  /** Everything but this selector. */
  exclude?: string | undefined;
}

type AxeWindow = Window & { axe?: typeof axe };

/**
 * The violations axe-core finds on the page as it is now. Axe is loaded into the document once
 * (the console changes screens without loading the document again, so one load serves a whole
 * sweep); `@axe-core/playwright` loads it again into every frame for every check, which took
 * twice as long as the check itself.
 */
export async function axeViolations(page: Page, which: AxeRules, { include, exclude }: AxeScope = {}): Promise<axe.Result[]> {
  if (!await page.evaluate(() => (window as AxeWindow).axe !== undefined)) await page.evaluate(axe.source);
  const runOnly: axe.RunOnly = 'tags' in which ? { type: 'tag', values: [...which.tags] } : { type: 'rule', values: [...which.rules] };
  // Details of the passes are not read: leaving them out makes axe quicker.
  const options: axe.RunOptions = { runOnly, resultTypes: ['violations'] };
  return page.evaluate(async ({ include, exclude, options }) => {
    const context: axe.ElementContext = include !== undefined ? { include: [include], exclude: exclude === undefined ? [] : [exclude] }
      : exclude !== undefined ? { exclude: [exclude] } : document;
    return (await (window as AxeWindow).axe!.run(context, options)).violations;
  }, { include, exclude, options });
}
