import { optionWords } from '../i18n/options';
import type { WordsByNamespace } from '../i18n/words';
import { bulkWords } from './bulk/messages';
import { countdownWords } from './countdown-messages';
import { formWords } from './form/messages';
import { fraudStatisticsWords } from './fraud-statistics-messages';
import { holdShortWords } from './hold-short-messages';
import { listExportWords } from './list/export/messages';
import { listSelectionWords } from './list/selection-messages';
import { listTableWords } from './list/table/messages';
import { listViewsWords } from './list/views/messages';
import { medCaseLinkWords } from './med-case-link-messages';
import { pendingIncreaseWords } from './pending-increase-messages';
import { reasonFieldWords } from './reason-messages';
import { recordLinkWords } from './record-link-messages';

/**
 * The words of the components every area draws (lists, forms, dialogs, the option lists, the
 * records several areas show): the router adds them before the first page draws.
 */
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
} satisfies WordsByNamespace;
