import { said } from '../../../i18n/said';
import type { AuditEntry } from './audit-entry';

/** An entry's message in the reader's language when it carries catalogue words; its English otherwise. */
export const auditMessage = (entry: Pick<AuditEntry, 'message' | 'words'>) => said({ msg: entry.message, words: entry.words });
