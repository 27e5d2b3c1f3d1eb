import { defineArea } from '../../router/area';

/** What the central bank asks for: the APIX monthly reports, the DICT's infraction notifications and the MED. */
export const regulatoryArea = defineArea({
  screens: {
    'regulatory-apix': {
      path: '/regulatory/apix', title: { en: 'APIX monthly reports', 'pt-BR': 'Relatórios mensais APIX' }, permission: 'reports.view',
      nav: { group: 'regulatory', order: 10 }, shortcut: 'r', page: 'apix/ApixReportsPage',
    },
    'regulatory-infractions-notification': {
      path: '/regulatory/infractionsNotification', title: { en: 'Infraction notifications', 'pt-BR': 'Notificações de infração' }, permission: 'infractions.view',
      nav: { group: 'regulatory', order: 20 }, shortcut: 'i', page: 'infractions/InfractionsPage',
    },
    'regulatory-med': {
      path: '/regulatory/med', title: { en: 'MED cases', 'pt-BR': 'Casos do MED' }, permission: 'med.view',
      nav: { group: 'regulatory', order: 30 }, shortcut: 'e', page: 'med/MedInboxPage',
    },
    'regulatory-med-detail': {
      path: '/regulatory/med/detail', title: { en: 'MED case', 'pt-BR': 'Caso do MED' }, permission: 'med.view',
      activeLink: 'regulatory-med', page: 'med/MedCasePage',
    },
  },
});
