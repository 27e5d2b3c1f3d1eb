import { useState } from 'react';
import { Command } from 'cmdk';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Box, Dialog, DialogTitle, LinearProgress, Typography } from '@mui/material';
import { cockpit } from '@wallet/contracts';
import { useApiQuery } from '../../api/hooks';
import { useSettled } from '../../components/useSettled';
import { hitView } from './hit-view';
import { paletteStyles } from './palette-styles';

/** The order the kinds are listed in. */
const KINDS = ['customer', 'account', 'trade', 'pix_key'] as const satisfies readonly cockpit.SearchKind[];
/** Shorter text names nothing the server can find fast; it waits for more. */
const SHORTEST = 3;
const TITLE_ID = 'search-title';

/**
 * The search box's dialog (Ctrl+K): what is typed goes to the server once the typing pauses, the
 * records it names come back grouped by kind, and the arrows and Enter open one.
 */
export default function SearchPalette({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [text, setText] = useState('');
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
          <Command.Input value={text} onValueChange={setText} placeholder={t('search.placeholder')} autoFocus aria-describedby="search-keys" />
          <LinearProgress aria-hidden sx={{ visibility: waiting ? 'visible' : 'hidden' }} />
          {/* Outside the list: a listbox holds only its options. */}
          {text.trim().length < SHORTEST && <Typography className="search-note">{t('search.hint')}</Typography>}
          {asked && found.isError && <Typography className="search-note" role="alert">{t('search.failed')}</Typography>}
          {asked && !waiting && found.isSuccess && hits.length === 0 && <Typography className="search-note" role="status">{t('search.nothing', { text: settled })}</Typography>}
          {/* Always there, empty or not: the box's aria-controls names it. */}
          <HitList hits={hits} busy={waiting} onOpen={open} />
        </Command>
        <Typography id="search-keys" variant="caption" color="text.secondary" sx={{ display: 'block', px: 3, py: 1.5 }}>{t('search.keys')}</Typography>
      </Box>
    </Dialog>
  );
}

/** The hits, grouped by kind in a fixed order: the arrows move between them, Enter opens one. */
function HitList({ hits, busy, onOpen }: { hits: readonly cockpit.SearchHit[]; busy: boolean; onOpen: (to: string) => void }) {
  const { t } = useTranslation();
  return (
    <Command.List aria-busy={busy}>
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
