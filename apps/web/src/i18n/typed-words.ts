import type consoleWords from '../components/words';
import type frameWords from '../layouts/words';
import type accountWords from '../pages/account/words';
import type approvalsWords from '../pages/approvals/words';
import type bankingWords from '../pages/banking/words';
import type cockpitWords from '../pages/cockpit/words';
import type pixWords from '../pages/pix/words';
import type regulatoryWords from '../pages/regulatory/words';
import type userAdminWords from '../pages/user-admin/words';
import type userCenterWords from '../pages/user-center/words';
import type { AreaName, RouteName } from '../router/areas';
import type { en } from './en';


/**
 * Every area's words in English (the type of each word; `words.pt-BR.ts` has exactly its keys), by its folder: an area added to the manifests and missing here fails the
 * type check (an area without words of its own says only the console's).
 */
type AreaWords = {
  account: typeof accountWords;
  approvals: typeof approvalsWords;
  banking: typeof bankingWords;
  cockpit: typeof cockpitWords;
  pix: typeof pixWords;
  regulatory: typeof regulatoryWords;
  'user-admin': typeof userAdminWords;
  'user-center': typeof userCenterWords;
  misc: object;
};
type EveryAreaListed = AreaName extends keyof AreaWords ? true : never;
const everyAreaListed: EveryAreaListed = true;
void everyAreaListed;

type UnionToIntersection<U> = (U extends unknown ? (whole: U) => void : never) extends (whole: infer I) => void ? I : never;

/** Every word the console says: the sign-in page's own, the console's, the frame's, each area's and every screen's title. */
type EveryWord = typeof en &
  typeof consoleWords &
  typeof frameWords &
  UnionToIntersection<AreaWords[keyof AreaWords]> & { screens: Record<RouteName, string> };

/**
 * `t('<namespace>.…')` is checked against every word: a key that does not exist fails the type
 * check. The catalogues stay loaded area by area; this is their type only, and no module imports
 * it (the type check reads every file), so that no catalogue's imports lead back here. The keys'
 * own types are in word-key.ts.
 */
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: EveryWord };
  }
}
