import { userDetailWords } from './detail-messages';
import { kycDocumentsWords } from './kyc/messages';
import { userListWords } from './list-messages';
import { userSelectedWords } from './selected-messages';
import { storyWords } from './story/messages';
import type { WordsByNamespace } from '../../i18n/words';

/** The words of the user and merchant lists, their details and story, and the KYC checks: the router adds them before the area's first page draws. */
export default { userList: userListWords, userDetail: userDetailWords, userSelected: userSelectedWords, kycDocuments: kycDocumentsWords, story: storyWords } satisfies WordsByNamespace;
