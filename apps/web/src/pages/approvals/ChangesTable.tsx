import { TableCell, TableRow } from '@mui/material';
import type { approvals } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { SimpleTable } from '../../components/SimpleTable';
import { formatCentavos } from '../../format/money';

type Change = approvals.ApprovalChange;
type Value = Change['before'];

/** A list's change as what leaves and what comes: a role's forty permissions read as the two it gains. */
function listSides(before: readonly string[], after: readonly string[]): [string, string] {
  const removed = before.filter((item) => !after.includes(item));
  const added = after.filter((item) => !before.includes(item));
  return [removed.map((item) => `− ${item}`).join('\n'), added.map((item) => `+ ${item}`).join('\n')];
}

/** The difference a request would make, a line per field: before and after. */
export function ChangesTable({ changes, label }: { changes: readonly Change[]; label: string }) {
  const { t } = useTranslation();
  const none = t('approvals.none');
  const shown = (kind: Change['kind'], value: Value) => {
    if (value === null) return none;
    if (kind === 'money' && typeof value === 'number') return formatCentavos(value);
    if (kind === 'flag') return value === 'true' ? t('approvals.flag.on') : t('approvals.flag.off');
    return Array.isArray(value) ? value.join(', ') : String(value);
  };
  return (
    <SimpleTable label={label} headers={[{ label: t('approvals.review.field') }, { label: t('approvals.review.before') }, { label: t('approvals.review.after') }]}>
      {changes.map((change) => {
        const [before, after] = change.kind === 'list' && Array.isArray(change.before) && Array.isArray(change.after)
          ? listSides(change.before, change.after)
          : [shown(change.kind, change.before), shown(change.kind, change.after)];
        return (
          <TableRow key={change.field}>
            <TableCell component="th" scope="row">{t(`approvals.fields.${change.field}`, { defaultValue: change.field })}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>{before || none}</TableCell>
            <TableCell sx={{ whiteSpace: 'pre-line' }}>{after || none}</TableCell>
          </TableRow>
        );
      })}
    </SimpleTable>
  );
}
