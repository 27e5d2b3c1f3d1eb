import { useEffect, useRef, useState } from 'react';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Box, Dialog, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { cockpit } from '@wallet/contracts';
import { useApiQuery } from '../../api/hooks';
import { useSettled } from '../../components/useSettled';
import { hitView } from './hit-view';
import { paletteStyles } from './palette-styles';
import type { ScreenLink } from '../screen-links';

/** The order the kinds are listed in. */
const KINDS = ['customer', 'account', 'trade', 'pix_key'] as const satisfies readonly cockpit.SearchKind[];
/** Shorter text names nothing the server can find fast; it waits for more. */
const SHORTEST = 3;
/** Screens shown at most: the first of the navigation's order whose title holds the text. */
const SCREENS_SHOWN = 5;
const TITLE_ID = 'search-title';

/**
 * The search box's dialog (Ctrl+K): the screens whose titles hold what is typed, at once; what is
 * typed goes to the server once the typing pauses, the records it names come back grouped by kind,
 * and the arrows and Enter open one. `initialText` is what was typed while the dialog loaded.
 */
export default function SearchPalette({ onClose, initialText = '', screens = [] }: { onClose: () => void; initialText?: string; screens?: readonly ScreenLink[] }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState(initialText);
  const input = useRef<HTMLInputElement>(null);
  // The text typed while loading comes with the caret after it, where typing goes on.
  useEffect(() => input.current?.setSelectionRange(initialText.length, initialText.length), [initialText]);
  const wanted = text.trim().toLocaleLowerCase();
  const screenHits = wanted ? screens.filter((screen) => t(screen.label).toLocaleLowerCase().includes(wanted)).slice(0, SCREENS_SHOWN) : [];
  const settled = useSettled(text.trim(), 200);
  const asked = settled.length >= SHORTEST;
  const found = useApiQuery(cockpit.search, { q: settled }, { enabled: asked });
  const hits = asked && !found.isPlaceholderData ? (found.data?.hits ?? []) : [];
  const open = (to: string) => {
    onClose();
    void navigate(to);
  };
  const waiting = text.trim() !== settled || (asked && found.isFetching);

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="md" aria-labelledby={TITLE_ID} sx={{ '& .MuiDialog-container': { alignItems: 'flex-start' } }}>
      <DialogTitle id={TITLE_ID} sx={{ pb: 1 }}>{t('search.title')}</DialogTitle>
      <Box sx={paletteStyles}>
        <Command label={t('search.title')} shouldFilter={false} loop>
          <Command.Input ref={input} value={text} onValueChange={setText} placeholder={t('search.placeholder')} autoFocus aria-describedby="search-keys" />
          <LinearProgress aria-hidden sx={{ visibility: waiting ? 'visible' : 'hidden' }} />
          {/* Outside the list: a listbox holds only its options. */}
          {text.trim().length < SHORTEST && <Typography className="search-note">{t('search.hint')}</Typography>}
          {asked && found.isError && <Typography className="search-note" role="alert">{t('search.failed')}</Typography>}
          {asked && !waiting && found.isSuccess && hits.length === 0 && screenHits.length === 0 && <Typography className="search-note" role="status">{t('search.nothing', { text: settled })}</Typography>}
          {/* Always there, empty or not: the box's aria-controls names it. */}
          <HitList hits={hits} screens={screenHits} busy={waiting} onOpen={open} />
        </Command>
        <Typography id="search-keys" variant="caption" color="text.secondary" sx={{ display: 'block', px: 3, py: 1.5 }}>{t('search.keys')}</Typography>
      </Box>
    </Dialog>
  );
}

/** The screens, then the hits grouped by kind in a fixed order: the arrows move between them, Enter opens one. */
function HitList({ hits, screens, busy, onOpen }: { hits: readonly cockpit.SearchHit[]; screens: readonly ScreenLink[]; busy: boolean; onOpen: (to: string) => void }) {
  const { t } = useTranslation();
  return (
    <Command.List aria-busy={busy}>
      {screens.length > 0 && (
        <Command.Group heading={t('search.groups.screen')}>
          {screens.map((screen) => (
            <Command.Item key={screen.name} value={`screen:${screen.name}`} onSelect={() => onOpen(screen.path)} data-hit={`screen:${screen.name}`}>
              <Typography component="span" className="search-title">{t(screen.label)}</Typography>
              <Typography component="span" variant="body2" color="text.secondary">{screen.path}</Typography>
            </Command.Item>
          ))}
        </Command.Group>
      )}
      {KINDS.map((kind) => {
        const ofKind = hits.filter((hit) => hit.kind === kind);
        if (ofKind.length === 0) return null;
        return (
          <Command.Group key={kind} heading={t(`search.groups.${kind}`)}>
            {ofKind.map((hit) => {
              const view = hitView(hit, t);
              return (
                <Command.Item key={`${kind}:${hit.id}`} value={`${kind}:${hit.id}`} onSelect={() => onOpen(view.to)} data-hit={`${kind}:${hit.id}`}>
                  <Typography component="span" className="search-title">{view.title}</Typography>
                  <Typography component="span" variant="body2" color="text.secondary">{view.detail}</Typography>
                </Command.Item>
              );
            })}
          </Command.Group>
        );
      })}
    </Command.List>
  );
}
