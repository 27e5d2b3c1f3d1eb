import { Fragment } from 'react';
import { Stack, TableCell, TableRow } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { Money } from '../../../components/Money';
import { SimpleTable } from '../../../components/SimpleTable';
import { GroupToggle } from './GroupToggle';
import { HopOwnership } from './HopParts';
import { TraceTable } from './TraceTable';
import type { HopGroup } from './trace-groups';
import type { TrailView } from './use-trace-grouping';

const COLUMNS = 4;
const TOTAL_ROW = { bgcolor: 'action.hover', '& > td': { fontWeight: 600 } } as const;

/**
 * A large trail as a table, what its graph draws: each hop's totals, then a row per institution
 * there with its own, whose accounts open beneath it in the table of accounts.
 */
export function TraceGroupTable({ view: { grouping, open, toggle } }: { view: TrailView }) {
  const { t } = useTranslation();
  return (
    <SimpleTable
      label={t('med.trace.groupTable')}
      headers={[
        { label: t('med.trace.depth'), numeric: true },
        { label: t('med.trace.institution') },
        { label: t('med.trace.accounts'), numeric: true },
        { label: t('med.trace.amount'), numeric: true },
      ]}
    >
      {grouping.depths.map((depth) => (
        <Fragment key={depth.depth}>
          <TableRow data-depth-total={depth.depth} sx={TOTAL_ROW}>
            <TableCell align="right">{depth.depth}</TableCell>
            <TableCell>{t('med.trace.allInstitutions')}</TableCell>
            <TableCell align="right">{depth.accounts}</TableCell>
            <TableCell align="right"><Money centavos={depth.amount} /></TableCell>
          </TableRow>
          {depth.groups.map((group) => <GroupRows key={group.key} group={group} open={open.has(group.key)} onToggle={toggle} />)}
        </Fragment>
      ))}
    </SimpleTable>
  );
}

function GroupRows({ group, open, onToggle }: { group: HopGroup; open: boolean; onToggle: (key: string) => void }) {
  const { t } = useTranslation();
  const accounts = `trail-table-accounts-${group.key}`;
  return (
    <>
      <TableRow data-trace-group={group.key} data-depth={group.depth}>
        <TableCell align="right">{group.depth}</TableCell>
        <TableCell>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <GroupToggle group={group} open={open} onToggle={onToggle} controls={accounts} />
            <span>{group.institution}</span>
            {group.ours && <HopOwnership hop={group} />}
          </Stack>
        </TableCell>
        <TableCell align="right">{group.accounts}</TableCell>
        <TableCell align="right"><Money centavos={group.amount} /></TableCell>
      </TableRow>
      {open && (
        <TableRow id={accounts} data-group-accounts={group.key}>
          <TableCell colSpan={COLUMNS} sx={{ pl: 6 }}>
            <TraceTable trace={group.hops} label={t('med.trace.groupAccounts', { institution: group.institution, depth: group.depth })} />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
