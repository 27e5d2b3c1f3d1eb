import { registerAreaMessages } from '../../../i18n';

/**
 * The words of a link to a MED case (`t('medCaseLink.label')`), apart from the MED screens' words:
 * the freeze, trade, account and customer pages that link to a case load these alone, not 5 KB
 * (gzip) of the inbox's and the case page's.
 */
registerAreaMessages('medCaseLink', {
  en: { label: 'Case #{{id}}' },
  'pt-BR': { label: 'Caso nº {{id}}' },
});
