import { Breadcrumbs as MuiBreadcrumbs, Link, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

/** A screen above the one shown: where its link goes and its name (already translated). */
interface Crumb {
  to: string;
  label: string;
}

/** Where a detail page sits: the screens above it, each a link, then the record it shows. */
export function Breadcrumbs({ trail, current }: { trail: readonly Crumb[]; current: string }) {
  const { t } = useTranslation();
  return (
    <MuiBreadcrumbs aria-label={t('nav.breadcrumbs')} separator="›">
      {trail.map((crumb) => (
        <Link key={crumb.to} component={RouterLink} to={crumb.to} underline="hover">{crumb.label}</Link>
      ))}
      <Typography color="text.primary" aria-current="page">{current}</Typography>
    </MuiBreadcrumbs>
  );
}
