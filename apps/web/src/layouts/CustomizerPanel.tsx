import type { ReactNode } from 'react';
import { Box, Button, Divider, Drawer, FormControlLabel, IconButton, MenuItem, Stack, Switch, TextField, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import CloseIcon from '@mui/icons-material/Close';
import { useTranslation } from 'react-i18next';
import { COLORS } from '../config';
import { LANGUAGES, type Language } from '../i18n';
import { usePreferences } from '../theme/PreferencesProvider';
import type { BarType, ContentWidth, Preferences, Skin, ThemeChoice } from '../theme/preferences';

/** Primary colour choices with their darker variants. */
export const PRIMARY_CHOICES = [
  [COLORS.primary, COLORS.primaryDarken],
  ['#0D9394', '#0C8485'],
  ['#FFB400', '#E6A200'],
  ['#FF4C51', '#E64449'],
  ['#16B1FF', '#149FE6'],
] as const;

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Box>
      <Typography variant="subtitle2" color="text.secondary" gutterBottom>{title}</Typography>
      {children}
    </Box>
  );
}

function Choice<T extends string>({ label, value, options, onChange, name }: { label: string; name: string; value: T; options: [T, string, boolean?][]; onChange(value: T): void }) {
  return (
    <Section title={label}>
      <ToggleButtonGroup exclusive size="small" value={value} onChange={(_, next: T | null) => next && onChange(next)} aria-label={label} data-pref={name}>
        {options.map(([option, text, disabled]) => (
          <ToggleButton key={option} value={option} disabled={disabled ?? false} data-value={option}>{text}</ToggleButton>
        ))}
      </ToggleButtonGroup>
    </Section>
  );
}

/** The panel that changes every cookie preference of the specification, previewed at once. */
export default function CustomizerPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const { preferences: p, update, setLayoutNav, reset } = usePreferences();
  const horizontal = p.appContentLayoutNav === 'horizontal';
  const layoutValue = horizontal ? 'horizontal' : p.isVerticalNavCollapsed ? 'collapsed' : 'vertical';
  const setPrimary = (main: string, darken: string) => {
    const changes: Partial<Preferences> = p.colorScheme === 'dark'
      ? { darkThemePrimaryColor: main, darkThemePrimaryDarkenColor: darken }
      : { lightThemePrimaryColor: main, lightThemePrimaryDarkenColor: darken };
    update(changes);
  };
  const currentPrimary = p.colorScheme === 'dark' ? p.darkThemePrimaryColor : p.lightThemePrimaryColor;
  const bars = (type: 'navbarType' | 'footerType', disableHidden: boolean): [BarType, string, boolean?][] => [
    ['sticky', t('customizer.sticky')],
    ['static', t('customizer.static')],
    ['hidden', t('customizer.hidden'), disableHidden && type === 'navbarType'],
  ];

  return (
    <Drawer anchor="right" open={open} onClose={onClose} slotProps={{ paper: { sx: { width: 360 }, 'aria-label': t('customizer.title') } as object }}>
      <Stack direction="row" sx={{ p: 2, alignItems: "center" }}>
        <Box sx={{ flexGrow: 1 }}>
          <Typography variant="h6">{t('customizer.title')}</Typography>
          <Typography variant="body2" color="text.secondary">{t('customizer.subtitle')}</Typography>
        </Box>
        <IconButton aria-label={t('customizer.close')} onClick={onClose}><CloseIcon /></IconButton>
      </Stack>
      <Divider />
      <Stack spacing={2.5} sx={{ p: 2 }} data-testid="customizer">
        <Section title={t('customizer.primaryColor')}>
          <Stack direction="row" spacing={1} data-pref="primary">
            {PRIMARY_CHOICES.map(([main, darken]) => (
              <Box
                key={main}
                component="button"
                type="button"
                aria-label={main}
                aria-pressed={currentPrimary.toLowerCase() === main.toLowerCase()}
                data-value={main}
                onClick={() => setPrimary(main, darken)}
                sx={{ width: 40, height: 40, borderRadius: 1, cursor: 'pointer', bgcolor: main, border: 3, borderColor: currentPrimary.toLowerCase() === main.toLowerCase() ? 'text.primary' : 'transparent' }}
              />
            ))}
          </Stack>
        </Section>
        <Choice<ThemeChoice> name="theme" label={t('customizer.theme')} value={p.theme} onChange={(theme) => update({ theme })}
          options={[['light', t('customizer.light')], ['dark', t('customizer.dark')], ['system', t('customizer.system')]]} />
        <Choice<Skin> name="skin" label={t('customizer.skin')} value={p.skin} onChange={(skin) => update({ skin })}
          options={[['default', t('customizer.skinDefault')], ['bordered', t('customizer.skinBordered')]]} />
        <FormControlLabel control={<Switch checked={p.isVerticalNavSemiDark} onChange={(e) => update({ isVerticalNavSemiDark: e.target.checked })} disabled={horizontal} />} label={t('customizer.semiDark')} data-pref="isVerticalNavSemiDark" />
        <Choice name="layout" label={t('customizer.layout')} value={layoutValue}
          onChange={(value) => (value === 'horizontal' ? setLayoutNav('horizontal') : (setLayoutNav('vertical'), update({ isVerticalNavCollapsed: value === 'collapsed' })))}
          options={[['vertical', t('customizer.vertical')], ['collapsed', t('customizer.collapsed')], ['horizontal', t('customizer.horizontal')]]} />
        <Choice<ContentWidth> name="appContentWidth" label={t('customizer.contentWidth')} value={p.appContentWidth} onChange={(appContentWidth) => update({ appContentWidth })}
          options={[['fluid', t('customizer.fluid')], ['boxed', t('customizer.boxed')]]} />
        <Choice<BarType> name="navbarType" label={t('customizer.navbarType')} value={p.navbarType} onChange={(navbarType) => update({ navbarType })} options={bars('navbarType', horizontal)} />
        <Choice<BarType> name="footerType" label={t('customizer.footerType')} value={p.footerType} onChange={(footerType) => update({ footerType })} options={bars('footerType', false)} />
        <FormControlLabel control={<Switch checked={p.isNavbarBlurEnabled} onChange={(e) => update({ isNavbarBlurEnabled: e.target.checked })} />} label={t('customizer.navbarBlur')} data-pref="isNavbarBlurEnabled" />
        <TextField select size="small" label={t('customizer.language')} value={p.language} onChange={(e) => update({ language: e.target.value as Language })} slotProps={{ htmlInput: { 'data-pref': 'language' } }}>
          {LANGUAGES.map((language) => <MenuItem key={language} value={language}>{t(`languages.${language}`)}</MenuItem>)}
        </TextField>
        <Button variant="outlined" color="secondary" onClick={reset}>{t('customizer.reset')}</Button>
      </Stack>
    </Drawer>
  );
}
