import { defineArea } from '../../router/area';

/** The cockpit: the day's figures, the map of Brazil, the month's calendar and the system's status. */
export const cockpitArea = defineArea({
  screens: {
    // Every member lands here after signing in; the figures need trades.view, the rest see a welcome.
    dashboard: {
      path: '/dashboard', title: { en: 'Dashboard', 'pt-BR': 'Painel' },
      nav: { group: 'overview', order: 10 }, shortcut: 'd', page: 'dashboard/DashboardPage',
    },
    'state-map': {
      path: '/map', title: { en: 'Map', 'pt-BR': 'Mapa' }, permission: 'trades.view',
      nav: { group: 'overview', order: 20 }, shortcut: 'b', page: 'map/MapPage',
    },
    calendar: {
      path: '/calendar', title: { en: 'Calendar', 'pt-BR': 'Calendário' }, permission: 'trades.view',
      nav: { group: 'overview', order: 30 }, shortcut: 'n', page: 'calendar/CalendarPage',
    },
    'system-status': {
      path: '/status', title: { en: 'System status', 'pt-BR': 'Situação do sistema' }, permission: 'system.view',
      nav: { group: 'overview', order: 50 }, shortcut: 'h', page: 'status/StatusPage',
    },
  },
});

/** Where every member lands after signing in. */
export const dashboardPath = () => cockpitArea.screens.dashboard.path;
