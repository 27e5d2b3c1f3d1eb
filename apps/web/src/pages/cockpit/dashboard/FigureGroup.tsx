import { useId } from 'react';
import { Box, Skeleton, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FigureCard, FIGURE_CARD_HEIGHT, FIGURE_GRID_SX } from './FigureCard';
import { FIGURE_GROUPS, type FigureGroupId, type FigureId } from './figure-ids';
import type { FigureText } from './figure-values';

interface Props {
  group: FigureGroupId;
  /** Both absent while the first figures load: the group then shows blank cards of the same size. */
  texts?: Record<FigureId, FigureText>;
  links?: Record<FigureId, string | undefined>;
}

/** A titled group of figure cards: today's Pix, the money, what waits for staff. */
export function FigureGroup({ group, texts, links }: Props) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1.5 }}>{t(`dashboard.groups.${group}`)}</Typography>
      <Box sx={FIGURE_GRID_SX}>
        {FIGURE_GROUPS[group].map((id) => (texts && links
          ? <FigureCard key={id} id={id} title={t(`dashboard.figures.${id}`)} text={texts[id]} to={links[id]} />
          : <Skeleton key={id} variant="rounded" height={FIGURE_CARD_HEIGHT} />))}
      </Box>
    </Box>
  );
}
