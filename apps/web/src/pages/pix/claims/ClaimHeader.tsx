import { Link } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { CopyableText } from '../../../components/CopyableText';
import { DateTime } from '../../../components/DateTime';
import { DetailField, RecordCard } from '../../../components/DetailStates';
import { optionKey } from '../../../i18n/options';
import { accountDetailPath } from '../../banking/area';
import { pixKeysPath } from '../area';
import { OptionChip } from '../../../components/OptionChip';
import { CustomerPageLink } from '../CustomerPageLink';
import { ClaimActions } from './ClaimActions';

type Claim = pix.claims.Claim;

/** The claim's name, status and our side, the key and who holds it, the other institution, the reasons, and what may be done now. */
export function ClaimHeader({ claim }: { claim: Claim }) {
  const { t } = useTranslation();
  const dictLabel = t('claims.claim.dictId');
  return (
    <RecordCard
      title={t('claims.claim.title', { id: claim.id })}
      badges={<><OptionChip list="claim_status" code={claim.status} /><OptionChip list="claim_role" code={claim.role} /></>}
      actions={<ClaimActions claim={claim} />}
    >
      <DetailField label={t('claims.columns.type')}>{t(optionKey('claim_type', claim.claim_type))}</DetailField>
      <DetailField label={t('claims.claim.key')}>
        <Link component={RouterLink} to={pixKeysPath({ key: claim.key_value })} aria-label={t('claims.claim.openKey', { key: claim.key_value })} sx={{ fontFamily: 'monospace' }}>
          {claim.key_value}
        </Link>
        {' · '}{t(optionKey('pix_key_type', claim.key_type))}
      </DetailField>
      <DetailField label={t('claims.columns.owner')}><CustomerPageLink id={claim.owner_id} name={claim.owner_name} kind={claim.owner_kind} /></DetailField>
      <DetailField label={t('claims.columns.account')}><Link component={RouterLink} to={accountDetailPath(claim.account_id)}>{claim.account_number}</Link></DetailField>
      <DetailField label={t('claims.columns.counterparty')}>{claim.counterparty_name ? `${claim.counterparty_ispb} - ${claim.counterparty_name}` : claim.counterparty_ispb}</DetailField>
      <DetailField label={dictLabel}><CopyableText value={claim.dict_id} copyLabel={t('claims.claim.copy', { label: dictLabel, value: claim.dict_id })} /></DetailField>
      <DetailField label={t('claims.columns.opened')}><DateTime value={claim.opened_at} /></DetailField>
      <DetailField label={t('claims.claim.updated')}><DateTime value={claim.updated_at} /></DetailField>
      {claim.confirm_reason && <DetailField label={t('claims.claim.confirmReason')}>{t(optionKey('claim_confirm_reason', claim.confirm_reason))}</DetailField>}
      {claim.cancel_reason && <DetailField label={t('claims.claim.cancelReason')}>{t(optionKey('claim_cancel_reason', claim.cancel_reason))}</DetailField>}
      {claim.cancelled_by && <DetailField label={t('claims.claim.cancelledBy')}>{t(`claims.claim.by.${claim.cancelled_by}`)}</DetailField>}
      {claim.closed_at && <DetailField label={t('claims.claim.closed')}><DateTime value={claim.closed_at} /></DetailField>}
    </RecordCard>
  );
}
