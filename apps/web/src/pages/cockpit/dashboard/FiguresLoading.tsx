import { Box, CircularProgress, Skeleton, Stack } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { FIGURE_CARD_HEIGHT, FIGURE_GRID_SX } from './FigureCard';
import { FIGURE_GROUPS } from './figure-ids';

/** The shape of the figures while the first answer is on its way: a labelled spinner, then each group's cards. */
export function FiguresLoading() {
  const { t } = useTranslation();
  return (
    <Stack spacing={3} aria-busy="true">
      <CircularProgress size={24} aria-label={t('dashboard.loading')} />
      {Object.entries(FIGURE_GROUPS).map(([group, ids]) => (
        <Box key={group} sx={FIGURE_GRID_SX}>
          {ids.map((id) => <Skeleton key={id} variant="rounded" height={FIGURE_CARD_HEIGHT} />)}
        </Box>
      ))}
    </Stack>
  );
}
