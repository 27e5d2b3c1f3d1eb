import { EVERY_SCREEN } from './areas';

/**
 * The path of every screen of the areas' manifests: the only pages that sign-in goes on to
 * (`?to=`). The manifests hold no code of their pages, so the sign-in document reads them cheaply.
 */
export const CONSOLE_PATHS: readonly string[] = EVERY_SCREEN.map(({ screen }) => screen.path);

const CONSOLE_PATH_SET: ReadonlySet<string> = new Set(CONSOLE_PATHS);

/** Whether `pathname` is exactly the path of one of the console's screens. */
export const isConsolePath = (pathname: string): boolean => CONSOLE_PATH_SET.has(pathname);
