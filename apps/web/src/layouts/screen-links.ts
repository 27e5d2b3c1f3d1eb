import { createContext, useContext } from 'react';
import type { WordKey } from '../i18n/word-key';

/** A screen the navigation lists: its route name, path and title (an i18n key). */
export interface ScreenLink {
  name: string;
  path: string;
  label: WordKey;
}

/**
 * The screens the signed-in member may open, in the navigation's order, handed by the default
 * layout to the page inside it (a page importing the navigation would import the route table
 * that imports the page).
 */
export const ScreenLinksContext = createContext<readonly ScreenLink[]>([]);

export const useScreenLinks = () => useContext(ScreenLinksContext);
