import Cookies from 'js-cookie';
import { APP_TITLE, COLORS, COOKIE_DAYS } from '../config';
import { DEFAULT_LANGUAGE, isLanguage, type Language } from '../i18n';

export type ThemeChoice = 'light' | 'dark' | 'system';
export type ColorScheme = 'light' | 'dark';
export type Skin = 'default' | 'bordered';
export type ContentWidth = 'fluid' | 'boxed';
export type LayoutNav = 'vertical' | 'horizontal';
export type BarType = 'sticky' | 'static' | 'hidden';

/** Every UI preference of the specification's section 3, as kept in cookies. */
export interface Preferences {
  colorScheme: ColorScheme;
  theme: ThemeChoice;
  skin: Skin;
  isVerticalNavSemiDark: boolean;
  isNavbarBlurEnabled: boolean;
  isVerticalNavCollapsed: boolean;
  appContentWidth: ContentWidth;
  appContentLayoutNav: LayoutNav;
  navbarType: BarType;
  footerType: BarType;
  language: Language;
  lightThemePrimaryColor: string;
  lightThemePrimaryDarkenColor: string;
  darkThemePrimaryColor: string;
  darkThemePrimaryDarkenColor: string;
  initialLoaderBg: string;
  initialLoaderColor: string;
}

export const DEFAULT_PREFERENCES: Preferences = {
  colorScheme: 'light',
  theme: 'system',
  skin: 'default',
  isVerticalNavSemiDark: false,
  isNavbarBlurEnabled: true,
  isVerticalNavCollapsed: false,
  appContentWidth: 'boxed',
  appContentLayoutNav: 'vertical',
  navbarType: 'sticky',
  footerType: 'static',
  language: DEFAULT_LANGUAGE,
  lightThemePrimaryColor: COLORS.primary,
  lightThemePrimaryDarkenColor: COLORS.primaryDarken,
  darkThemePrimaryColor: COLORS.primary,
  darkThemePrimaryDarkenColor: COLORS.primaryDarken,
  initialLoaderBg: '#ffffff',
  initialLoaderColor: COLORS.primary,
};

type Parser<T> = (raw: string) => T | undefined;
const oneOf = <T extends string>(...values: T[]): Parser<T> => (raw) => (values.includes(raw as T) ? (raw as T) : undefined);
const bool: Parser<boolean> = (raw) => (raw === 'true' ? true : raw === 'false' ? false : undefined);
const color: Parser<string> = (raw) => (/^#[0-9a-f]{6}$/i.test(raw) ? raw : undefined);

/** The cookie name (after the app title prefix) and parser of each preference. */
const COOKIES: { [K in keyof Preferences]: [name: string, parse: Parser<Preferences[K]>] } = {
  colorScheme: ['color-scheme', oneOf('light', 'dark')],
  theme: ['theme', oneOf('light', 'dark', 'system')],
  skin: ['skin', oneOf('default', 'bordered')],
  isVerticalNavSemiDark: ['isVerticalNavSemiDark', bool],
  isNavbarBlurEnabled: ['isNavbarBlurEnabled', bool],
  isVerticalNavCollapsed: ['isVerticalNavCollapsed', bool],
  appContentWidth: ['appContentWidth', oneOf('fluid', 'boxed')],
  appContentLayoutNav: ['appContentLayoutNav', oneOf('vertical', 'horizontal')],
  navbarType: ['navbarType', oneOf('sticky', 'static', 'hidden')],
  footerType: ['footerType', oneOf('sticky', 'static', 'hidden')],
  language: ['language', (raw) => (isLanguage(raw) ? raw : undefined)],
  lightThemePrimaryColor: ['lightThemePrimaryColor', color],
  lightThemePrimaryDarkenColor: ['lightThemePrimaryDarkenColor', color],
  darkThemePrimaryColor: ['darkThemePrimaryColor', color],
  darkThemePrimaryDarkenColor: ['darkThemePrimaryDarkenColor', color],
  initialLoaderBg: ['initial-loader-bg', color],
  initialLoaderColor: ['initial-loader-color', color],
};

/** Cookies are prefixed with the app title, live 30 days and cover the whole site. */
export const cookieName = (key: keyof Preferences) => `${APP_TITLE}-${COOKIES[key][0]}`;
const COOKIE_OPTIONS = { expires: COOKIE_DAYS, path: '/', sameSite: 'lax' } as const;

export function readPreferences(): Preferences {
  const preferences = { ...DEFAULT_PREFERENCES };
  for (const key of Object.keys(COOKIES) as (keyof Preferences)[]) {
    const raw = Cookies.get(cookieName(key));
    const parsed = raw === undefined ? undefined : COOKIES[key][1](raw);
    if (parsed !== undefined) (preferences as Record<string, unknown>)[key] = parsed;
  }
  return preferences;
}

export function writePreferences(changes: Partial<Preferences>): void {
  for (const [key, value] of Object.entries(changes) as [keyof Preferences, Preferences[keyof Preferences]][]) {
    Cookies.set(cookieName(key), String(value), COOKIE_OPTIONS);
  }
}

export function clearPreferences(): void {
  for (const key of Object.keys(COOKIES) as (keyof Preferences)[]) Cookies.remove(cookieName(key), { path: '/' });
}
