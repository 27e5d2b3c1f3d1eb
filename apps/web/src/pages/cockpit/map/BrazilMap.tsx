import { alpha, Box, useTheme } from '@mui/material';
import packagedMap from '@svg-maps/brazil';
import { BRAZILIAN_STATES, type cockpit, type Uf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { MAP_FRAME_SX, BRAZIL_VIEW_BOX } from './map-frame';
import { formatMeasure, shade, valueOf, type Measure } from './measures';

/** The package's shape (its own types name a package that is not installed). */
const brazil = packagedMap as unknown as { viewBox: string; locations: readonly { id: string; name: string; path: string }[] };

/**
 * Brazil's states drawn from the packaged map (@svg-maps/brazil, CC BY 4.0), each filled in
 * proportion to its figure and named with it; the table beside says the same for screen readers.
 */
export function BrazilMap({ states, measure, label }: { states: readonly cockpit.StateFigures[]; measure: Measure; label: string }) {
  const theme = useTheme();
  const { i18n } = useTranslation();
  const byUf = new Map(states.map((state) => [state.uf, state]));
  const max = Math.max(0, ...states.map((state) => valueOf(state, measure)));
  return (
    <Box component="svg" viewBox={BRAZIL_VIEW_BOX} role="img" aria-label={label} sx={MAP_FRAME_SX}>
      {brazil.locations.map((location) => {
        const uf = location.id.toUpperCase() as Uf;
        const value = byUf.get(uf) ? valueOf(byUf.get(uf)!, measure) : 0;
        const share = shade(value, max);
        return (
          <Box
            component="path"
            key={uf}
            d={location.path}
            data-uf={uf}
            data-value={value}
            sx={{
              fill: share === 0 ? theme.palette.action.disabledBackground : alpha(theme.palette.primary.main, share),
              stroke: theme.palette.background.paper,
              strokeWidth: 1,
              '&:hover': { stroke: theme.palette.text.primary },
            }}
          >
            <title>{`${BRAZILIAN_STATES[uf]}: ${formatMeasure(measure, value, i18n.language)}`}</title>
          </Box>
        );
      })}
    </Box>
  );
}
