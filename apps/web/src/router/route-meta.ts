import { createContext, use } from 'react';
import type { Permission } from '@wallet/contracts';
import type { WordKey } from '../i18n/word-key';

/** The frame around a screen: the signed-in layout, a blank page, or nothing but its main landmark. */
export type LayoutKind = 'default' | 'blank' | 'none';

/** Route meta, as the specification's route table gives it. */
export interface RouteMeta {
  name: string;
  layout: LayoutKind;
  /** No client-side redirect to sign-in (the server still checks every call). */
  public?: boolean;
  wrapperClasses?: string[];
  /** Name of the navigation entry to highlight while this route is open. */
  activeLink?: string;
  /** i18n key of the page title. */
  title: WordKey;
  /**
   * What a member needs to see this screen: the navigation hides it without, and the address
   * shows a page naming the permission and who can give it, drawing nothing of the screen (the
   * server refuses its calls anyway).
   */
  permission?: Permission;
  /** The side navigation's group that lists this screen (under its title) and its place there, if it is listed. */
  nav?: { group: NavGroupId; order: number };
  /** The letter that, typed after `g`, opens this screen (`g` `t`: transactions). */
  shortcut?: string;
}

/** The side navigation's groups, in the order it shows them. */
export const NAV_GROUP_IDS = ['overview', 'user-center', 'banking', 'pix', 'logs', 'regulatory', 'user-admin'] as const;
export type NavGroupId = (typeof NAV_GROUP_IDS)[number];

/** The meta of the route being shown, which the root shell provides from the route it matched. */
export const RouteMetaContext = createContext<RouteMeta | undefined>(undefined);

/** The meta (title, layout, permission) of the route being shown. */
export function useRouteMeta(): RouteMeta | undefined {
  return use(RouteMetaContext);
}
