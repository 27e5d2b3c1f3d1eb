import { describe, expect, it } from 'vitest';
import { NAV_GROUPS } from './navigation-items';
import { NAV_ICONS } from './NavIcon';

const screens = NAV_GROUPS.flatMap((group) => group.items.map((entry) => entry.name));

describe('the navigation icons', () => {
  it('give every screen the navigation lists an icon', () => {
    expect(screens.length).toBeGreaterThan(20);
    for (const screen of screens) expect(NAV_ICONS[screen as keyof typeof NAV_ICONS], screen).toBeDefined();
  });

  it('give no two screens the same icon', () => {
    const byIcon = new Map<unknown, string[]>();
    for (const screen of screens) {
      const icon = NAV_ICONS[screen as keyof typeof NAV_ICONS];
      byIcon.set(icon, [...(byIcon.get(icon) ?? []), screen]);
    }
    expect([...byIcon.values()].filter((sharing) => sharing.length > 1)).toEqual([]);
  });
});
