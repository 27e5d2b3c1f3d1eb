import type { Permission } from '@wallet/contracts';
import type { LayoutKind, NavGroupId } from './route-meta';

/** A screen's words in each language the console speaks. */
interface InEachLanguage { en: string; 'pt-BR': string }

/** One screen of an area: its address, its title, where the navigation lists it and who may see it. */
export interface Screen {
  /** Its one path: every link to it is built from this (the area's path builders). */
  path: string;
  /** Its heading and its navigation entry (`t('screens.<name>')`). */
  title: InEachLanguage;
  /** The frame around it: the signed-in layout unless it says otherwise. */
  layout?: LayoutKind;
  /** No client-side redirect to sign-in (the server still checks every call). */
  public?: boolean;
  /**
   * What a member needs to see this screen: the navigation hides it without. The route itself
   * stays open (the server refuses the calls), so a shared link still explains itself.
   */
  permission?: Permission;
  /**
   * The side navigation's group that lists it (under its title), and its place there: groups list
   * screens of several areas, so each says where it stands (by `order`, smallest first).
   */
  nav?: { group: NavGroupId; order: number };
  /** The route name of the navigation entry to highlight while this screen is open, if not its own. */
  activeLink?: string;
  /** The letter that, typed after `g`, opens this screen (`g` `t`: transactions). */
  shortcut?: string;
  /**
   * Its page: the module, under the area's folder and without `.tsx`, whose default export draws
   * it (`accounts/AccountListPage`). The router loads it when the screen is first shown.
   */
  page: string;
}

/**
 * A screen area's manifest (`pages/<area>/area.ts`): its screens by route name. It holds no code
 * of its pages, only their names: the sign-in document reads the console's paths from it, and
 * pages import it for the path builders beside it, without an import circle through the pages.
 */
export interface Area<S extends Record<string, Screen> = Record<string, Screen>> {
  screens: S;
}

/** An area's manifest, its route names and paths kept as written (for its path builders). */
export const defineArea = <const S extends Record<string, Screen>>(area: Area<S>): Area<S> => area;

/** A list's filters in an address (`?owner=…&status=active`): each value given, the others left out. */
export type PathQuery = Record<string, string | number | undefined>;

/** A screen's path with a query, URL-encoded; the path alone when the query sets nothing. */
export function pathWith(path: string, query: PathQuery = {}): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) if (value !== undefined) search.set(name, String(value));
  const text = search.toString();
  return text ? `${path}?${text}` : path;
}
