import { describe, expect, it } from 'vitest';
import { CONSOLE_PATHS, isConsolePath } from './route-paths';
import { ROUTES } from './routes';

/** The paths of the route table's routes, its not-found routes aside. */
const tablePaths = () => ROUTES.filter((route) => route.meta.name !== '$error').map((route) => route.path);

describe('CONSOLE_PATHS', () => {
  it('is the route table\'s paths, each once', () => {
    expect(new Set(CONSOLE_PATHS).size).toBe(CONSOLE_PATHS.length);
    expect([...CONSOLE_PATHS].sort()).toEqual(tablePaths().sort());
  });

  it('has no parameterised path, which the exact match of isConsolePath would not follow', () => {
    expect(CONSOLE_PATHS.filter((path) => path.includes(':') || path.includes('*'))).toEqual([]);
  });
});

describe('isConsolePath', () => {
  it('knows the console\'s paths exactly, and nothing else', () => {
    expect(isConsolePath('/banking/fundsFreeze')).toBe(true);
    for (const path of ['/banking/fundsFreeze/', '/Banking/FundsFreeze', '/banking', '/login', '/', '']) expect(isConsolePath(path), path).toBe(false);
  });
});
