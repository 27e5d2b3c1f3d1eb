import { Alert, Link, Skeleton, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { users } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../../components/DateTime';
import { OptionChip } from '../../../components/OptionChip';
import { optionKey } from '../../../i18n/options';
import { MedCaseLink } from '../../../components/MedCaseLink';
import { FraudStatisticsTable } from '../../../components/FraudStatisticsTable';
import { MarkerSubject } from '../../../components/MarkerSubject';
import { fraudMarkersPath } from '../../pix/area';
import { SectionCard } from '../SectionCard';
import { StoryGate } from './StoryGate';
import { useFraudPicture } from './useFraudPicture';

/** The customer's fraud picture, or, to a member without fraud.view, that it is not theirs to see. */
export function FraudSection({ customer }: { customer: users.WalletUser }) {
  const { t } = useTranslation();
  return <StoryGate title={t('story.fraud.heading')} permission="fraud.view"><FraudPicture customer={customer} /></StoryGate>;
}

/** A red flag when marked, our markers naming them, and the DICT's fraud statistics of each live key. */
function FraudPicture({ customer }: { customer: users.WalletUser }) {
  const { t } = useTranslation();
  const { query, data, active, keyMarked } = useFraudPicture(customer.id, true);
  const toMarkers = <Link component={RouterLink} to={fraudMarkersPath({ customer_id: customer.id })}>{t('story.open', { screen: t('screens.pix-fraud-markers') })}</Link>;
  return (
    <SectionCard title={t('story.fraud.heading')} action={toMarkers} busy={query.isPending} data-flagged={active > 0 || keyMarked}>
      {query.isError ? <Alert severity="error">{t('story.loadError', { message: query.error.message })}</Alert> : !data ? <Skeleton variant="rounded" height={72} /> : (
        <Stack spacing={2}>
          {active > 0 && <Alert severity="error">{t('story.fraud.flagged', { count: active })}</Alert>}
          {keyMarked && <Alert severity="warning">{t('story.fraud.keyFlagged')}</Alert>}
          <Typography variant="subtitle1" component="h3">{t('story.fraud.markers')}</Typography>
          {data.markers.length === 0 ? <Typography color="text.secondary">{t('story.fraud.noMarkers')}</Typography> : (
            <Table size="small" aria-label={t('story.fraud.markers')}>
              <TableHead>
                <TableRow>
                  {(['kind', 'subject', 'case', 'status', 'created'] as const).map((column) => <TableCell key={column}>{t(`story.fraud.${column}`)}</TableCell>)}
                </TableRow>
              </TableHead>
              <TableBody>
                {data.markers.map((marker) => (
                  <TableRow key={marker.id}>
                    <TableCell>{t(optionKey('fraud_kind', marker.kind))}</TableCell>
                    <TableCell><MarkerSubject marker={marker} /></TableCell>
                    <TableCell><MedCaseLink caseId={marker.case_id} /></TableCell>
                    <TableCell><OptionChip list="fraud_marker_status" code={marker.status} /></TableCell>
                    <TableCell><DateTime value={marker.created_at} /> · {marker.created_by}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          <Typography variant="subtitle1" component="h3">{t('story.fraud.keys')}</Typography>
          {data.keys.length === 0 ? <Typography color="text.secondary">{t('story.fraud.noKeys')}</Typography> : data.keys.map((key) => {
            const label = t('story.fraud.key', { type: t(optionKey('pix_key_type', key.key_type)), key: key.key_value });
            return (
              <Stack key={key.key_id} spacing={1} data-key-id={key.key_id}>
                <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{label}</Typography>
                <FraudStatisticsTable statistics={key.statistics} label={label} />
              </Stack>
            );
          })}
        </Stack>
      )}
    </SectionCard>
  );
}
