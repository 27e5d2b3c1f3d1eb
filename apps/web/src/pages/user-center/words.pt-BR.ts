import { userDetailWords } from './detail-messages.pt-BR';
import { kycDocumentsWords } from './kyc/messages.pt-BR';
import { userListWords } from './list-messages.pt-BR';
import { userSelectedWords } from './selected-messages.pt-BR';
import { storyWords } from './story/messages.pt-BR';
import type { TranslatedWords } from '../../i18n/words';
import type english from './words';

/** words.ts in pt-BR: the router loads these in its place for a member who reads pt-BR. */
export default { userList: userListWords, userDetail: userDetailWords, userSelected: userSelectedWords, kycDocuments: kycDocumentsWords, story: storyWords } satisfies TranslatedWords<typeof english>;
