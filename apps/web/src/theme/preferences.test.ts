import { afterEach, describe, expect, it } from 'vitest';
import Cookies from 'js-cookie';
import { clearPreferences, cookieName, DEFAULT_PREFERENCES, readPreferences, writePreferences } from './preferences';

afterEach(() => clearPreferences());

describe('preferences in cookies', () => {
  it('default to the specification: system theme, default skin, English', () => {
    expect(readPreferences()).toMatchObject({ theme: 'system', skin: 'default', language: 'en', lightThemePrimaryColor: '#7367f0', lightThemePrimaryDarkenColor: '#685ceb' });
  });

  it('are named after the app title and read back', () => {
    writePreferences({ theme: 'dark', isVerticalNavCollapsed: true, language: 'pt-BR', initialLoaderBg: '#25293c' });
    expect(cookieName('theme')).toBe('Wallet Admin-theme');
    expect(Cookies.get('Wallet Admin-initial-loader-bg')).toBe('#25293c');
    expect(readPreferences()).toMatchObject({ theme: 'dark', isVerticalNavCollapsed: true, language: 'pt-BR' });
  });

  it('ignore values that are not theirs', () => {
    Cookies.set('Wallet Admin-theme', 'purple');
    Cookies.set('Wallet Admin-language', 'xx');
    Cookies.set('Wallet Admin-lightThemePrimaryColor', 'red;background:url(x)');
    expect(readPreferences()).toEqual(DEFAULT_PREFERENCES);
  });
});
