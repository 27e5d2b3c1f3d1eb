import { useId } from 'react';
import { Box, Typography } from '@mui/material';
import { approvals } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { useApiQuery } from '../../../api/hooks';
import { formatCount } from '../../../format/number';
import { approvalsPath } from '../../approvals/area';
import { FigureCard, FIGURE_GRID_SX } from './FigureCard';

/** What waits for a second person: for the member, and the member's own requests. Every member sees it. */
export function ApprovalFigures() {
  const { t, i18n } = useTranslation();
  const headingId = useId();
  const counts = useApiQuery(approvals.requestCounts).data;
  const figure = (n: number | undefined) => ({ value: n === undefined ? '—' : formatCount(n, i18n.language), detail: t('dashboard.approvals.open') });
  return (
    <Box component="section" aria-labelledby={headingId}>
      <Typography variant="h6" component="h2" id={headingId} sx={{ mb: 1.5 }}>{t('dashboard.approvals.title')}</Typography>
      <Box sx={FIGURE_GRID_SX}>
        <FigureCard id="approvals_waiting" title={t('dashboard.approvals.waiting')} text={figure(counts?.waiting_for_me)} to={approvalsPath()} />
        <FigureCard id="approvals_mine" title={t('dashboard.approvals.mine')} text={figure(counts?.mine_pending)} to={approvalsPath({ box: 'mine' })} />
      </Box>
    </Box>
  );
}
