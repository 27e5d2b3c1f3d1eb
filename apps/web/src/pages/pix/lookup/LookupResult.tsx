import { Link } from '@mui/material';
import type { pix } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { DateTime } from '../../../components/DateTime';
import { optionKey } from '../../../i18n/options';
import { DetailSection } from '../../../components/DetailSection';
import { FactList } from '../../../components/FactList';
import { pixKeysPath } from '../area';
import { FraudStatisticsTable } from '../../../components/FraudStatisticsTable';

type KeyLookup = pix.fraud.KeyLookup;

/** What the DICT answered about a key: who holds it and where, and its fraud statistics. */
export function LookupResult({ found }: { found: KeyLookup }) {
  const { t } = useTranslation();
  const ours = found.ours && found.key_id !== null
    ? <Link component={RouterLink} to={pixKeysPath({ key: found.key_value })}>{t('lookup.facts.oursYes')}</Link>
    : t('lookup.facts.oursNo');
  return (
    <DetailSection title={t('lookup.result', { key: found.key_value })}>
      <FactList
        facts={[
          [t('lookup.facts.keyType'), t(optionKey('pix_key_type', found.key_type))],
          [t('lookup.facts.owner'), found.owner_name],
          [t('lookup.facts.document'), found.owner_document],
          [t('lookup.facts.ownerType'), t(`lookup.ownerType.${found.owner_type}`)],
          [t('lookup.facts.institution'), found.institution_name ? `${found.ispb} - ${found.institution_name}` : found.ispb],
          [t('lookup.facts.account'), `${found.branch} / ${found.account_number}`],
          [t('lookup.facts.created'), <DateTime key="created" value={found.key_created_at} />],
          [t('lookup.facts.ours'), ours],
        ]}
      />
      <FraudStatisticsTable statistics={found.statistics} label={t('lookup.statistics', { key: found.key_value })} />
    </DetailSection>
  );
}
