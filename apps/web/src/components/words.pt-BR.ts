import { optionsPtBR as optionWords } from '../i18n/options/pt-BR';
import type { TranslatedWords } from '../i18n/words';
import type english from './words';
import { bulkWords } from './bulk/messages.pt-BR';
import { countdownWords } from './countdown-messages.pt-BR';
import { formWords } from './form/messages.pt-BR';
import { fraudStatisticsWords } from './fraud-statistics-messages.pt-BR';
import { holdShortWords } from './hold-short-messages.pt-BR';
import { listExportWords } from './list/export/messages.pt-BR';
import { listSelectionWords } from './list/selection-messages.pt-BR';
import { listTableWords } from './list/table/messages.pt-BR';
import { listViewsWords } from './list/views/messages.pt-BR';
import { medCaseLinkWords } from './med-case-link-messages.pt-BR';
import { pendingIncreaseWords } from './pending-increase-messages.pt-BR';
import { reasonFieldWords } from './reason-messages.pt-BR';
import { recordLinkWords } from './record-link-messages.pt-BR';

/** words.ts in pt-BR: the router loads these in its place for a member who reads pt-BR. */
export default {
  option: optionWords,
  bulk: bulkWords,
  countdown: countdownWords,
  form: formWords,
  fraudStatistics: fraudStatisticsWords,
  holdShort: holdShortWords,
  listExport: listExportWords,
  listSelection: listSelectionWords,
  listTable: listTableWords,
  listViews: listViewsWords,
  medCaseLink: medCaseLinkWords,
  pendingIncrease: pendingIncreaseWords,
  reasonField: reasonFieldWords,
  recordLink: recordLinkWords,
} satisfies TranslatedWords<typeof english>;
