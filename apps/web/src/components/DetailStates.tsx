import { useId, type ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Link, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';

/** Where a detail page goes back to: its list, and the link's words (already translated). */
export interface DetailBack {
  to: string;
  label: string;
}

/** The way back to the list, on a detail page that could not show its record. */
function BackLink({ to, label }: DetailBack) {
  return (
    <Link component={RouterLink} to={to} sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, alignSelf: 'flex-start' }}>
      <ArrowBack fontSize="small" aria-hidden />
      {label}
    </Link>
  );
}

export interface DetailProblemProps {
  back: DetailBack;
  /** The page's title, as its h1. */
  title: string;
  /** A warning for what the member can fix (a bad id, a row that is not there), an error otherwise. */
  severity: 'warning' | 'error';
  /** A "Try again" button, for an error. */
  action?: ReactNode;
  children: ReactNode;
}

/** A detail page that has nothing to show: a bad id, a 404 or a failed call, with the way back. */
export function DetailProblem({ back, title, severity, action, children }: DetailProblemProps) {
  return (
    <Stack spacing={3}>
      <BackLink {...back} />
      <Card>
        <CardContent>
          <Stack spacing={2}>
            <Typography variant="h4" component="h1">{title}</Typography>
            <Alert severity={severity} action={action}>{children}</Alert>
          </Stack>
        </CardContent>
      </Card>
    </Stack>
  );
}

/** A detail page while its call is under way: a labelled spinner and the shape of what is coming. */
export function DetailLoading({ back, label, sections = 1 }: { back: DetailBack; label: string; sections?: number }) {
  return (
    <Stack spacing={3} aria-busy="true">
      <BackLink {...back} />
      <Card>
        <CardContent>
          <Stack direction="row" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
            <CircularProgress size={24} aria-label={label} />
            <Skeleton variant="text" width={280} sx={{ fontSize: '2rem' }} />
          </Stack>
          <Skeleton variant="rounded" height={120} />
        </CardContent>
      </Card>
      {Array.from({ length: sections }, (_, index) => (
        <Card key={index}>
          <CardContent>
            <Skeleton variant="text" width={180} sx={{ fontSize: '1.25rem' }} />
            <Skeleton variant="rounded" height={80} />
          </CardContent>
        </Card>
      ))}
    </Stack>
  );
}

/** One term of a detail card's description list (`<dl>`): its label and its value. */
export function DetailField({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <Typography component="dt" color="text.secondary">{label}</Typography>
      <Box component="dd" sx={{ m: 0, minWidth: 0, overflowWrap: 'anywhere' }}>{children}</Box>
    </>
  );
}

export interface RecordCardProps {
  /** The record's name: the page's h1. */
  title: ReactNode;
  /** Chips beside (or, with `heading`, under) the name. */
  badges?: ReactNode;
  /** What can be done to the record, on the right. */
  actions?: ReactNode;
  /** An h2 over the facts that names the card; without it the h1 does. */
  heading?: string;
  /** The facts: `DetailField`s, laid out as a description list. */
  children: ReactNode;
}

/** The first card of a detail page: the record's name with its badges and actions, then its facts. */
export function RecordCard({ title, badges, actions, heading, children }: RecordCardProps) {
  const headingId = useId();
  const name = <Typography variant="h4" component="h1" id={heading ? undefined : headingId}>{title}</Typography>;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, justifyContent: 'space-between', mb: 3 }}>
          {heading ? (
            <Stack spacing={1}>
              {name}
              <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>{badges}</Stack>
            </Stack>
          ) : (
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>{name}{badges}</Stack>
          )}
          {actions && <Box>{actions}</Box>}
        </Stack>
        {heading && <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 2 }}>{heading}</Typography>}
        <Box component="dl" sx={{ m: 0, display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' }, columnGap: 4, rowGap: 1.5 }}>
          {children}
        </Box>
      </CardContent>
    </Card>
  );
}
