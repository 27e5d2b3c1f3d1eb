import { Box } from '@mui/material';

/** The packaged outline's frame (@svg-maps/brazil's viewBox), known before its paths arrive. */
export const BRAZIL_VIEW_BOX = '0 0 613 639';

export const MAP_FRAME_SX = { width: '100%', maxHeight: 560, display: 'block' } as const;

/** The map's place while its outline loads: the same box, empty. */
export function EmptyMapFrame() {
  return <Box component="svg" viewBox={BRAZIL_VIEW_BOX} aria-hidden sx={MAP_FRAME_SX} />;
}
