import { Button, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { LANGUAGES } from '../../i18n';
import { usePreferences } from '../../theme/PreferencesProvider';

/** The languages under the sign-in form, each in its own words: the one in use is pressed. */
export function LanguageChoice() {
  const { t } = useTranslation();
  const { preferences, update } = usePreferences();
  return (
    <Stack direction="row" spacing={1} role="group" aria-label={t('user.language')} sx={{ justifyContent: 'center', mt: 2 }}>
      {LANGUAGES.map((language) => (
        <Button key={language} size="small" lang={language} aria-pressed={preferences.language === language} variant={preferences.language === language ? 'outlined' : 'text'} onClick={() => update({ language })}>
          {t(`languages.${language}`)}
        </Button>
      ))}
    </Stack>
  );
}
