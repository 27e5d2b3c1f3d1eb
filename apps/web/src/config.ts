/** Constants of the console, from the specification's sections 3 and 9. */
export const APP_TITLE = 'Wallet Admin';

export const STORAGE_KEYS = {
  token: 'wallet-app-admin-token',
  userInfo: 'wallet-app-admin-user-info',
  timezone: 'wallet-app-admin-timezone',
} as const;

export const DEFAULT_TIMEZONE = 'America/Sao_Paulo';
export const REQUEST_TIMEOUT_MS = 60_000;
export const TOAST_DEFAULT_MS = 5_000;
export const TOAST_HELPER_MS = 2_000;
export const TOAST_LIMIT = 20;
export const COOKIE_DAYS = 30;
export const SCROLL_TOP_THRESHOLD_PX = 200;
export const HASH_SCROLL_OFFSET_PX = 60;
export const LOGO_WIDTH = 30;

export const BREAKPOINTS = { xs: 0, sm: 600, md: 960, lg: 1280, xl: 1920, xxl: 2560 } as const;
/** Below this width the navigation is an overlay and the layout is forced vertical. */
export const OVERLAY_NAV_BREAKPOINT = BREAKPOINTS.lg - 1;

export const COLORS = {
  primary: '#7367f0',
  primaryDarken: '#685ceb',
  success: '#28C76F',
  info: '#00BAD1',
  warning: '#FF9F43',
  error: '#FF4C51',
} as const;

export const FORMATS = {
  date: 'YYYY-MM-DD',
  datetime: 'YYYY-MM-DD HH:mm:ss',
  time: 'HH:mm:ss',
  month: 'YYYY-MM',
  year: 'YYYY',
} as const;

export const LOGIN_PATH = '/login';
