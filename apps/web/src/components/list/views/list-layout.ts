/**
 * The columns a list hides and how close its rows sit, read from and written to the address
 * (`hide=email,phone&density=compact`) beside the list's own state, and the query string a saved
 * view keeps. Pure, like list-state.ts.
 */
import { cockpit } from '@wallet/contracts';
import { LIST_PARAMS } from '../list-state';

const LAYOUT_PARAMS = { hidden: 'hide', density: 'density' } as const;

export interface ListLayout {
  hidden: readonly string[];
  density: cockpit.Density;
}

/** What the address says of the layout; null where it says nothing (the member's remembered choice applies). */
export interface AddressLayout {
  hidden: readonly string[] | null;
  density: cockpit.Density | null;
}

const DEFAULT_LAYOUT: ListLayout = { hidden: [], density: 'standard' };
const COLUMN_FIELD = /^[A-Za-z0-9_]{1,60}$/;
const isDensity = (text: string | null): text is cockpit.Density => (cockpit.DENSITIES as readonly (string | null)[]).includes(text);

export function readLayout(params: URLSearchParams): AddressLayout {
  const hide = params.get(LAYOUT_PARAMS.hidden);
  const density = params.get(LAYOUT_PARAMS.density);
  return {
    // A hand-edited address keeps only what could be a column, each once.
    hidden: hide === null ? null : [...new Set(hide.split(',').filter((field) => COLUMN_FIELD.test(field)))],
    density: isDensity(density) ? density : null,
  };
}

/**
 * The address's layout where it names one, else the member's remembered one, else the list's
 * default: its optional columns hidden, at standard density.
 */
export function effectiveLayout(address: AddressLayout, remembered: ListLayout | null, defaultHidden: readonly string[] = DEFAULT_LAYOUT.hidden): ListLayout {
  return {
    hidden: address.hidden ?? remembered?.hidden ?? defaultHidden,
    density: address.density ?? remembered?.density ?? DEFAULT_LAYOUT.density,
  };
}

/** The address with `layout` written out, every other parameter kept. */
export function withLayout(params: URLSearchParams, layout: ListLayout): URLSearchParams {
  const next = new URLSearchParams(params);
  next.set(LAYOUT_PARAMS.hidden, layout.hidden.join(','));
  next.set(LAYOUT_PARAMS.density, layout.density);
  return next;
}

/** What a saved view keeps of the address: everything but the page, with the layout shown written out. */
export function viewQuery(params: URLSearchParams, layout: ListLayout): string {
  const kept = withLayout(params, layout);
  kept.delete(LIST_PARAMS.page);
  return kept.toString();
}

/** Whether the address shows the view: the same parameters, in any order, the page aside. */
export function showsView(params: URLSearchParams, query: string): boolean {
  const normal = (search: URLSearchParams) => {
    const copy = new URLSearchParams(search);
    copy.delete(LIST_PARAMS.page);
    copy.sort();
    return copy.toString();
  };
  return normal(params) === normal(new URLSearchParams(query));
}
