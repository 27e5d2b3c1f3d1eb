import type { ReactNode } from 'react';
import { Alert, Box, Card, CardContent, CircularProgress, Link, Skeleton, Stack, Typography } from '@mui/material';
import ArrowBack from '@mui/icons-material/ArrowBack';
import { Link as RouterLink } from 'react-router';

/** Where a detail page goes back to: its list, and the link's words (already translated). */
export interface DetailBack {
  to: string;
  label: string;
}

export function BackLink({ to, label }: DetailBack) {
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
