import { Badge, IconButton } from '@mui/material';
import { Tooltip } from '../components/Tooltip';
import ApprovalIcon from '@mui/icons-material/FactCheckOutlined';
import { approvals } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useApiQuery } from '../api/hooks';
import { approvalsPath } from '../pages/approvals/area';

/** How often the top bar asks how many requests wait for the member. */
const COUNTS_REFRESH_MS = 60_000;

/** The top bar's count of requests waiting for the member's approval, a link to them; nothing when none waits. */
export function ApprovalsBadge() {
  const { t } = useTranslation();
  const waiting = useApiQuery(approvals.requestCounts, {}, { refetchInterval: () => COUNTS_REFRESH_MS }).data?.waiting_for_me ?? 0;
  if (waiting === 0) return null;
  const label = t('approvalsBadge', { count: waiting });
  return (
    <Tooltip title={label}>
      <IconButton component={RouterLink} to={approvalsPath()} aria-label={label} data-testid="approvals-badge">
        <Badge badgeContent={waiting} color="warning" max={99}><ApprovalIcon /></Badge>
      </IconButton>
    </Tooltip>
  );
}
