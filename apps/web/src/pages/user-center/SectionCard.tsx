import { useId, type ReactNode } from 'react';
import { Card, CardContent, Stack, Typography } from '@mui/material';

export interface SectionCardProps {
  title: string;
  /** Beside the title: a link to the full list. */
  action?: ReactNode;
  busy?: boolean;
  children: ReactNode;
}

/** A card of a customer's page: an h2 heading that names the region, an action beside it, the part below. */
export function SectionCard({ title, action, busy, children, ...data }: SectionCardProps & { [attribute: `data-${string}`]: unknown }) {
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId} aria-busy={busy} {...data}>
      <CardContent>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap', mb: 2 }}>
          <Typography variant="h6" component="h2" id={headingId}>{title}</Typography>
          {action}
        </Stack>
        {children}
      </CardContent>
    </Card>
  );
}
