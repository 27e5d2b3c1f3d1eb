import type { ReactNode } from 'react';
import { Alert, Link, TableCell, TableRow, Typography } from '@mui/material';
import { Link as RouterLink } from 'react-router';
import type { banking, DataOf } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { MemberName } from '../../../components/MemberName';
import { DateTime } from '../../../components/DateTime';
import { Money } from '../../../components/Money';
import { DetailSection } from '../../../components/DetailSection';
import { SignedMoney } from '../../../components/SignedMoney';
import { SimpleTable } from '../../../components/SimpleTable';
import { optionKey } from '../../../i18n/options';
import { useStated } from '../../../i18n/said/stated';
import { statementPath } from '../area';

type Detail = DataOf<typeof banking.detail>;

/** The account's active freezes and latest ledger rows, or why they are not shown. */
export function AccountFunds({ detail }: { detail: Detail }) {
  const { t } = useTranslation();
  const { active_freezes: freezes, latest_logs: logs } = detail;
  if (freezes === null || logs === null) return <Alert severity="info">{t('bankAccounts.detail.noFundsPermission')}</Alert>;
  return (
    <>
      <FreezesSection freezes={freezes} />
      <LedgerSection logs={logs} accountId={detail.account.id} />
    </>
  );
}

function FreezesSection({ freezes }: { freezes: banking.Freeze[] }) {
  const { t } = useTranslation();
  return (
    <DetailSection title={t('bankAccounts.freezes.heading')}>
      {freezes.length === 0 ? (
        <Empty>{t('bankAccounts.freezes.empty')}</Empty>
      ) : (
        <SimpleTable
          headers={[
            { label: t('bankAccounts.freezes.amount'), numeric: true },
            { label: t('bankAccounts.freezes.remaining'), numeric: true },
            { label: t('bankAccounts.freezes.reason') },
            { label: t('bankAccounts.freezes.by') },
            { label: t('bankAccounts.freezes.created') },
          ]}
        >
          {freezes.map((freeze) => (
            <TableRow key={freeze.id}>
              <TableCell align="right"><Money centavos={freeze.amount} /></TableCell>
              <TableCell align="right"><Money centavos={freeze.remaining} /></TableCell>
              <TableCell>{freeze.reason}</TableCell>
              <TableCell>{freeze.created_by}</TableCell>
              <TableCell><DateTime value={freeze.created_at} /></TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
    </DetailSection>
  );
}

function LedgerSection({ logs, accountId }: { logs: banking.FundsLog[]; accountId: number }) {
  const { t } = useTranslation();
  const stated = useStated();
  return (
    <DetailSection title={t('bankAccounts.ledger.heading')}>
      {logs.length === 0 ? (
        <Empty>{t('bankAccounts.ledger.empty')}</Empty>
      ) : (
        <SimpleTable
          headers={[
            { label: t('bankAccounts.ledger.kind') },
            { label: t('bankAccounts.ledger.availableDelta'), numeric: true },
            { label: t('bankAccounts.ledger.frozenDelta'), numeric: true },
            { label: t('bankAccounts.ledger.availableAfter'), numeric: true },
            { label: t('bankAccounts.ledger.frozenAfter'), numeric: true },
            { label: t('bankAccounts.ledger.reason') },
            { label: t('bankAccounts.ledger.operator') },
            { label: t('bankAccounts.ledger.time') },
          ]}
        >
          {logs.map((log) => (
            <TableRow key={log.id}>
              <TableCell>{t(optionKey('funds_log_kind', log.kind))}</TableCell>
              <TableCell align="right"><SignedMoney centavos={log.available_delta} /></TableCell>
              <TableCell align="right"><SignedMoney centavos={log.frozen_delta} /></TableCell>
              <TableCell align="right"><Money centavos={log.available_after} /></TableCell>
              <TableCell align="right"><Money centavos={log.frozen_after} /></TableCell>
              <TableCell>{stated(log.reason)}</TableCell>
              <TableCell><MemberName username={log.operator} /></TableCell>
              <TableCell><DateTime value={log.created_at} /></TableCell>
            </TableRow>
          ))}
        </SimpleTable>
      )}
      <Link component={RouterLink} to={statementPath({ account_id: accountId })} sx={{ display: 'inline-block', mt: 2 }}>{t('bankAccounts.ledger.statement')}</Link>
    </DetailSection>
  );
}

/** A change of a balance: a plus sign on money coming in, as the minus on money going out. */
function Empty({ children }: { children: ReactNode }) {
  return <Typography color="text.secondary">{children}</Typography>;
}
