import { optionsPtBR as option } from '../i18n/options/pt-BR';
import type { TranslatedWords } from '../i18n/words';
import type english from './words';
import { bulkWords as bulk } from './bulk/messages.pt-BR';
import { countdownWords as countdown } from './countdown-messages.pt-BR';
import { formWords as form } from './form/messages.pt-BR';
import { fraudStatisticsWords as fraudStatistics } from './fraud-statistics-messages.pt-BR';
import { holdShortWords as holdShort } from './hold-short-messages.pt-BR';
import { listExportWords as listExport } from './list/export/messages.pt-BR';
import { listSelectionWords as listSelection } from './list/selection-messages.pt-BR';
import { listTableWords as listTable } from './list/table/messages.pt-BR';
import { listViewsWords as listViews } from './list/views/messages.pt-BR';
import { medCaseLinkWords as medCaseLink } from './med-case-link-messages.pt-BR';
import { pendingIncreaseWords as pendingIncrease } from './pending-increase-messages.pt-BR';
import { reasonFieldWords as reasonField } from './reason-messages.pt-BR';
import { recordLinkWords as recordLink } from './record-link-messages.pt-BR';

/** words.ts in pt-BR: the router loads these in its place for a member who reads pt-BR. */
export default {
  option, bulk, countdown, form, fraudStatistics, holdShort, listExport, listSelection, listTable, listViews, medCaseLink, pendingIncrease, reasonField, recordLink,
} satisfies TranslatedWords<typeof english>;
