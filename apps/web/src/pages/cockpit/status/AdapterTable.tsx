import { Chip, TableCell, TableRow } from '@mui/material';
import type { cockpit } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { DateTime } from '../../../components/DateTime';
import { SimpleTable } from '../../../components/SimpleTable';
import { formatCount, formatShare } from '../../../format/number';
import { DetailSection } from '../../../components/DetailSection';
import type { KeyUnder } from '../../../i18n/word-key';

/** Each outside system this process talks to: simulated or live, how often it was called and failed, when last reached. */
export function AdapterTable({ adapters }: { adapters: readonly cockpit.AdapterHealth[] }) {
  const { t, i18n } = useTranslation();
  const count = (value: number) => formatCount(value, i18n.language);
  const word = (key: KeyUnder<'systemStatus.adapters'>) => t(`systemStatus.adapters.${key}`);
  const headers = [
    { label: word('name') }, { label: word('mode') }, { label: word('calls'), numeric: true }, { label: word('errors'), numeric: true },
    { label: word('errorRate'), numeric: true }, { label: word('rateLimited'), numeric: true }, { label: word('lastContact') }, { label: word('lastError') },
  ];
  return (
    <DetailSection title={word('title')}>
      <SimpleTable headers={headers} label={word('title')}>
        {adapters.map((adapter) => (
          <TableRow key={adapter.name} data-adapter={adapter.name}>
            <TableCell component="th" scope="row">{word(`names.${adapter.name}`)}</TableCell>
            <TableCell>
              <Chip size="small" variant="outlined" color={adapter.mode === 'live' ? 'success' : 'default'} label={word(`modes.${adapter.mode}`)} data-mode={adapter.mode} />
            </TableCell>
            <TableCell align="right">{count(adapter.calls)}</TableCell>
            <TableCell align="right">{count(adapter.errors)}</TableCell>
            <TableCell align="right">{adapter.calls === 0 ? '—' : formatShare(adapter.errors / adapter.calls, i18n.language)}</TableCell>
            <TableCell align="right">{count(adapter.rate_limited)}</TableCell>
            <TableCell><DateTime value={adapter.last_contact_at} /></TableCell>
            <TableCell sx={{ overflowWrap: 'anywhere' }}>{adapter.last_error ?? '—'}</TableCell>
          </TableRow>
        ))}
      </SimpleTable>
    </DetailSection>
  );
}
