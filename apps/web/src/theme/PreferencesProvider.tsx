import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from 'react';
import { CssBaseline, ThemeProvider, useMediaQuery } from '@mui/material';
import { directionOf, i18n } from '../i18n';
import { layoutNavChange, resolveColorScheme } from '../layouts/layout-rules';
import { clearPreferences, DEFAULT_PREFERENCES, readPreferences, writePreferences, type LayoutNav, type Preferences } from './preferences';
import { createAppTheme } from './theme';

interface PreferencesApi {
  preferences: Preferences;
  update(changes: Partial<Preferences>): void;
  setLayoutNav(next: LayoutNav): void;
  reset(): void;
}

const PreferencesContext = createContext<PreferencesApi | null>(null);

export function usePreferences(): PreferencesApi {
  const api = useContext(PreferencesContext);
  if (!api) throw new Error('usePreferences needs a PreferencesProvider above it');
  return api;
}

/** Holds the cookie preferences, applies theme, language and direction, and writes changes back. */
export function PreferencesProvider({ children }: { children: ReactNode }) {
  const [preferences, setPreferences] = useState(readPreferences);
  const systemPrefersDark = useMediaQuery('(prefers-color-scheme: dark)', { noSsr: true });
  const scheme = resolveColorScheme(preferences.theme, systemPrefersDark);
  const direction = directionOf(preferences.language);

  const update = useCallback((changes: Partial<Preferences>) => {
    writePreferences(changes);
    setPreferences((current) => ({ ...current, ...changes }));
  }, []);
  const setLayoutNav = useCallback((next: LayoutNav) => setPreferences((current) => {
    const changes = layoutNavChange(current, next);
    writePreferences(changes);
    return { ...current, ...changes };
  }), []);
  const reset = useCallback(() => {
    clearPreferences();
    setPreferences(DEFAULT_PREFERENCES);
  }, []);

  // The resolved scheme and loader colours are kept too, so the initial loader matches next time.
  useEffect(() => {
    const primary = scheme === 'dark' ? preferences.darkThemePrimaryColor : preferences.lightThemePrimaryColor;
    const loaderBg = scheme === 'dark' ? '#25293c' : '#ffffff';
    if (preferences.colorScheme !== scheme || preferences.initialLoaderBg !== loaderBg || preferences.initialLoaderColor !== primary) {
      update({ colorScheme: scheme, initialLoaderBg: loaderBg, initialLoaderColor: primary });
    }
  }, [scheme, preferences, update]);

  useEffect(() => {
    void i18n.changeLanguage(preferences.language);
    document.documentElement.lang = preferences.language;
    document.documentElement.dir = direction;
    document.documentElement.dataset.colorScheme = scheme;
    document.documentElement.dataset.skin = preferences.skin;
  }, [preferences.language, preferences.skin, direction, scheme]);

  const theme = useMemo(() => createAppTheme({
    scheme,
    skin: preferences.skin,
    direction,
    primary: scheme === 'dark' ? preferences.darkThemePrimaryColor : preferences.lightThemePrimaryColor,
  }), [scheme, direction, preferences]);

  const api = useMemo(() => ({ preferences, update, setLayoutNav, reset }), [preferences, update, setLayoutNav, reset]);
  return (
    <PreferencesContext.Provider value={api}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        {children}
      </ThemeProvider>
    </PreferencesContext.Provider>
  );
}
