import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { DetailSection } from '../../../components/DetailSection';

/** A titled card of facts, laid out as a description list of `DetailField`s. */
export function FactsCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <DetailSection title={title}>
      <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 3, rowGap: 1 }}>{children}</Box>
    </DetailSection>
  );
}
