import { defineWords } from '../i18n/words';

/**
 * The words of a link to a MED case (`t('medCaseLink.label')`), which the freeze, trade, marker
 * and customer pages show: among the console's words, not the MED screens' (5 KB gzip).
 */
export const medCaseLinkWords = defineWords({ label: 'Case #{{id}}' });
