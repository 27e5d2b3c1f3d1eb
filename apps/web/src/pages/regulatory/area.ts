import { defineArea, pathWith } from '../../router/area';

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

const { screens } = regulatoryArea;

/** The APIX monthly reports. */
export const apixPath = () => screens['regulatory-apix'].path;

/** The infraction notifications, filtered (`merchant`: a trade owner's id), or with one report's dialog open (`report`). */
export const infractionsPath = (query?: { merchant?: number; report?: number }) => pathWith(screens['regulatory-infractions-notification'].path, query);

/** The MED inbox's quick views, each the filters it sets. */
export const MED_INBOX_VIEW_FILTERS = {
  all: {},
  open: { status: 'open' },
  due_today: { due: 'due_today' },
  overdue: { due: 'overdue' },
  mine: { mine: '1' },
} as const satisfies Record<string, Record<string, string>>;
export type MedInboxView = keyof typeof MED_INBOX_VIEW_FILTERS;

/** The MED inbox, in one of its quick views. */
export const medInboxPath = (view: MedInboxView = 'all') => pathWith(screens['regulatory-med'].path, MED_INBOX_VIEW_FILTERS[view]);

/** The MED cases of one customer (`customer_id`), in the inbox's order. */
export const medCasesOfCustomerPath = (customerId: number) => pathWith(screens['regulatory-med'].path, { customer_id: customerId });

/** The page of one MED case. */
export const medCasePath = (id: number) => pathWith(screens['regulatory-med-detail'].path, { id });
