import type { ReactNode } from 'react';
import { Stack, Typography } from '@mui/material';

/** What a dialog is about, as a row of labelled facts (a description list). */
export function Facts({ children }: { children: ReactNode }) {
  return (
    <Stack direction="row" useFlexGap spacing={4} component="dl" sx={{ m: 0, flexWrap: 'wrap', rowGap: 1 }}>
      {children}
    </Stack>
  );
}

export function Fact({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <Typography component="dt" variant="body2" color="text.secondary">{term}</Typography>
      <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>{children}</Typography>
    </div>
  );
}
