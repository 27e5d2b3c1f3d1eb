import type { Permission } from '@wallet/contracts';
import type { WordKey } from '../../i18n/word-key';
import { NAV_GROUPS } from '../navigation-items';
import { ROUTES } from '../../router/routes';

/** A screen `g` then its letter opens. */
export interface GoShortcut {
  letter: string;
  path: string;
  /** i18n key of the screen's title. */
  title: WordKey;
  permission?: Permission;
}

/** Where the side navigation lists a screen, by its route name (a screen it does not list comes last). */
const NAVIGATION_PLACE = new Map(NAV_GROUPS.flatMap((group) => group.items).map((item, place) => [item.name, place]));
const placeOf = (name: string) => NAVIGATION_PLACE.get(name) ?? NAVIGATION_PLACE.size;

/** Every screen with a letter in the route table, in the navigation's order. */
export const GO_SHORTCUTS: readonly GoShortcut[] = ROUTES
  .filter(({ meta }) => meta.shortcut)
  .sort((a, b) => placeOf(a.meta.name) - placeOf(b.meta.name))
  .map(({ path, meta }) => ({ letter: meta.shortcut!, path, title: meta.title, ...(meta.permission ? { permission: meta.permission } : {}) }));

/** How long `g` waits for its letter. */
export const GO_WAIT_MS = 1_500;

/** Keys typed into a field are the field's: no shortcut answers them. */
export function isTyping(target: EventTarget | null): boolean {
  if (!(target instanceof HTMLElement)) return false;
  return target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName) || target.closest('[role="combobox"], [role="textbox"]') !== null;
}

/** A key pressed alone (Shift aside, which `?` needs): Ctrl, ⌘ and Alt chords belong to the browser and the search box. */
export const isPlainKey = (event: KeyboardEvent) => !event.ctrlKey && !event.metaKey && !event.altKey;
