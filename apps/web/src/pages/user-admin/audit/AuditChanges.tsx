import { Box, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { fieldChanges, prettyJson } from './audit-changes';

const MONOSPACE = { fontFamily: 'monospace', fontSize: '0.8125rem', whiteSpace: 'pre-wrap', wordBreak: 'break-word' } as const;

/** What an audited call changed: field by field with the differing ones marked, or both sides whole. */
export function AuditChanges({ before, after }: { before: unknown; after: unknown }) {
  const { t } = useTranslation();
  const changes = fieldChanges(before, after);
  if (changes?.length === 0) return <Typography color="text.secondary">{t('userAdmin.audit.detail.nothing')}</Typography>;
  if (changes === null) {
    return (
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        {([['before', before], ['after', after]] as const).map(([side, value]) => (
          <Box key={side} sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle2" component="h3">{t(`userAdmin.audit.detail.${side}`)}</Typography>
            <Box component="pre" sx={{ ...MONOSPACE, m: 0, p: 1, bgcolor: 'action.hover', borderRadius: 1 }}>
              {prettyJson(value) || t('userAdmin.audit.detail.nothing')}
            </Box>
          </Box>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={t('userAdmin.audit.detail.changes')}>
      <TableHead>
        <TableRow>
          <TableCell component="th" scope="col">{t('userAdmin.audit.detail.field')}</TableCell>
          <TableCell component="th" scope="col">{t('userAdmin.audit.detail.before')}</TableCell>
          <TableCell component="th" scope="col">{t('userAdmin.audit.detail.after')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {changes.map(({ field, before: was, after: is, changed }) => (
          <TableRow key={field} data-changed={changed} sx={changed ? { bgcolor: 'warning.light', '& td, & th': { fontWeight: 600 } } : undefined}>
            <TableCell component="th" scope="row" sx={MONOSPACE}>
              {field}
              {changed && <Typography component="span" variant="caption" sx={{ ml: 1 }}>({t('userAdmin.audit.detail.changed')})</Typography>}
            </TableCell>
            <TableCell sx={MONOSPACE}>{was}</TableCell>
            <TableCell sx={MONOSPACE}>{is}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
