import { IconButton } from '@mui/material';
import ExpandLessIcon from '@mui/icons-material/ExpandLess';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useTranslation } from 'react-i18next';
import type { HopGroup } from './trace-groups';

/** Opens or closes a group of the trail: the same button in the graph's box and in the table's row. */
export function GroupToggle({ group, open, onToggle, controls, className }: {
  group: HopGroup; open: boolean; onToggle: (key: string) => void; controls: string; className?: string;
}) {
  const { t } = useTranslation();
  const words = { institution: group.institution, depth: group.depth };
  return (
    <IconButton size="small" className={className} sx={{ p: 0.25 }} aria-expanded={open} aria-controls={open ? controls : undefined} data-group-toggle={group.key}
      aria-label={t(open ? 'med.trace.hideAccounts' : 'med.trace.showAccounts', words)} onClick={() => onToggle(group.key)}>
      {open ? <ExpandLessIcon fontSize="small" /> : <ExpandMoreIcon fontSize="small" />}
    </IconButton>
  );
}
