import { useEffect, useEffectEvent, useId, useRef, useState } from 'react';
import { Box, Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle, IconButton, TableCell, TableRow } from '@mui/material';
import { Tooltip } from '../../components/Tooltip';
import KeyboardIcon from '@mui/icons-material/KeyboardOutlined';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useCan } from '../../api/hooks';
import { SimpleTable } from '../../components/SimpleTable';
import { GO_SHORTCUTS, GO_WAIT_MS, isPlainKey, isTyping } from './go-shortcuts';

/** A dialog or menu is open: its keys are its own. */
const somethingOpen = () => document.querySelector('[role="dialog"], [role="menu"], [role="listbox"]') !== null;

/**
 * The console's keys outside text fields: `?` lists them, `g` then a letter opens a screen the
 * member may see. Mounted once, in the signed-in layout; its top-bar button opens the same list.
 */
export function KeyboardShortcuts() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const can = useCan();
  const [open, setOpen] = useState(false);
  const goPressedAt = useRef<number | null>(null);
  const shortcuts = GO_SHORTCUTS.filter((shortcut) => !shortcut.permission || can(shortcut.permission));

  const onKey = useEffectEvent((event: KeyboardEvent) => {
    if (event.defaultPrevented || !isPlainKey(event) || isTyping(event.target) || somethingOpen()) return;
    const afterGo = goPressedAt.current !== null && Date.now() - goPressedAt.current < GO_WAIT_MS;
    goPressedAt.current = null;
    if (event.key === '?') {
      event.preventDefault();
      setOpen(true);
    } else if (afterGo) {
      const chosen = shortcuts.find((shortcut) => shortcut.letter === event.key.toLowerCase());
      if (!chosen) return;
      event.preventDefault();
      void navigate(chosen.path);
    } else if (event.key === 'g') {
      goPressedAt.current = Date.now();
    }
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => onKey(event);
    window.addEventListener('keydown', listener);
    return () => window.removeEventListener('keydown', listener);
  }, []);

  const titleId = useId();
  const keys = (...parts: string[]) => parts.map((part, index) => (
    <span key={part}>
      {index > 0 && ` ${t('shortcuts.then')} `}
      <Box component="kbd" sx={{ fontFamily: 'monospace', border: 1, borderColor: 'divider', borderRadius: 0.5, px: 0.75 }}>{part}</Box>
    </span>
  ));
  const row = (id: string, shown: ReturnType<typeof keys>, does: string) => (
    <TableRow key={id} data-shortcut={id}>
      <TableCell>{shown}</TableCell>
      <TableCell>{does}</TableCell>
    </TableRow>
  );
  return (
    <>
      <Tooltip title={t('shortcuts.open')}>
        <IconButton color="inherit" aria-label={t('shortcuts.open')} aria-keyshortcuts="Shift+?" onClick={() => setOpen(true)}>
          <KeyboardIcon />
        </IconButton>
      </Tooltip>
      <Dialog open={open} onClose={() => setOpen(false)} aria-labelledby={titleId} fullWidth maxWidth="sm">
        <DialogTitle id={titleId}>{t('shortcuts.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('shortcuts.intro')}</DialogContentText>
          <SimpleTable headers={[{ label: t('shortcuts.keys') }, { label: t('shortcuts.does') }]} label={t('shortcuts.title')}>
            {row('search', keys('Ctrl K'), t('shortcuts.search'))}
            {row('help', keys('?'), t('shortcuts.list'))}
            {row('escape', keys('Esc'), t('shortcuts.close'))}
            {shortcuts.map((shortcut) => row(`g ${shortcut.letter}`, keys('g', shortcut.letter), t('shortcuts.go', { screen: t(shortcut.title) })))}
          </SimpleTable>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setOpen(false)}>{t('shortcuts.done')}</Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
