import { describe, expect, it } from 'vitest';
import { EVERY_SCREEN } from './areas';
import { ROUTES } from './routes';

describe('the route table', () => {
  it('has every screen of every area once, under its manifest\'s name, path and title key', () => {
    const names = EVERY_SCREEN.map(({ name }) => name);
    expect(new Set(names).size).toBe(names.length);
    for (const { name, screen } of EVERY_SCREEN) {
      const route = ROUTES.find((candidate) => candidate.meta.name === name);
      expect(route?.path, name).toBe(screen.path);
      expect(route?.meta.title, name).toBe(`screens.${name}`);
      expect(route?.meta.layout, name).toBe(screen.layout ?? 'default');
    }
  });

  it('highlights only navigation entries that exist', () => {
    const listed = new Set(ROUTES.filter((route) => route.meta.nav).map((route) => route.meta.name));
    for (const route of ROUTES) if (route.meta.activeLink) expect(listed, route.meta.name).toContain(route.meta.activeLink);
  });

  it('gives each navigation entry its own place in its group', () => {
    const places = ROUTES.flatMap((route) => (route.meta.nav ? [`${route.meta.nav.group} ${route.meta.nav.order}`] : []));
    expect(new Set(places).size).toBe(places.length);
  });

  it('ends with the not-found routes, which answer every other address', () => {
    expect(ROUTES.slice(-2).map((route) => [route.path, route.meta.name])).toEqual([['/pages/misc/not-found/*', '$error'], ['*', '$error']]);
  });
});
