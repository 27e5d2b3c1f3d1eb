import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';

export type Fact = readonly [term: string, value: ReactNode];

/** Terms and their values in a grid of up to `columns` per row, as a description list. */
export function FactList({ facts, columns = 3, label }: { facts: readonly Fact[]; columns?: number; label?: string }) {
  return (
    <Box component="dl" aria-label={label} sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: `repeat(${columns}, 1fr)` }, gap: 2 }}>
      {facts.map(([term, value]) => (
        <div key={term}>
          <Typography component="dt" variant="body2" color="text.secondary">{term}</Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600, overflowWrap: 'anywhere' }}>{value}</Typography>
        </div>
      ))}
    </Box>
  );
}
