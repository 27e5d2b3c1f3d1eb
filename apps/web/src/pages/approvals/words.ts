import { approvalsWords } from './messages';
import type { WordsByNamespace } from '../../i18n/words';

/** The words of the approvals and their policies: the router adds them before the area's first page draws. */
export default { approvals: approvalsWords } satisfies WordsByNamespace;
