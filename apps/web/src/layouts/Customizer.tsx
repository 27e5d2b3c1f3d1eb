import { lazy, Suspense, useState } from 'react';
import { IconButton } from '@mui/material';
import { Tooltip } from '../components/Tooltip';
import SettingsIcon from '@mui/icons-material/SettingsOutlined';
import { useTranslation } from 'react-i18next';

// The panel's switches and toggles are used nowhere else: they load the first time it opens.
const CustomizerPanel = lazy(() => import('./CustomizerPanel'));

const FLOATING = { position: 'fixed', top: '40%', right: 0, zIndex: 1200, bgcolor: 'primary.main', color: 'primary.contrastText', borderRadius: '8px 0 0 8px', '&:hover': { bgcolor: 'primary.dark' } } as const;

/** The button that opens the preferences panel: floating at the window's right edge, or `docked` in the top bar. */
export function Customizer({ docked }: { docked: boolean }) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  // Kept once opened, so that the panel slides out when closed.
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Tooltip title={t('customizer.open')} placement={docked ? 'bottom' : 'left'}>
        <IconButton
          aria-label={t('customizer.open')}
          onClick={() => { setOpen(true); setOpened(true); }}
          data-testid="customizer-open"
          sx={docked ? undefined : FLOATING}
        >
          <SettingsIcon />
        </IconButton>
      </Tooltip>
      {opened && (
        <Suspense>
          <CustomizerPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
