import { useId, type ReactNode } from 'react';
import { Card, CardContent, Typography } from '@mui/material';

/** A card of a detail page (an account, a trade, a MED case, the cockpit) with an h2 heading, labelled by it. */
export function DetailSection({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 2 }}>{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
