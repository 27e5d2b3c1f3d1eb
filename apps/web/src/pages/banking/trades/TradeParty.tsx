import type { trades } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { ownerDocument } from '../../../format/document';
import { DetailSection } from '../../../components/DetailSection';
import { FactList } from '../../../components/FactList';

/** The payer or the payee: who, and the account at which participant. */
export function TradeParty({ title, party }: { title: string; party: trades.Party }) {
  const { t } = useTranslation();
  const bank = party.bank_name ? `${party.ispb} - ${party.bank_name}` : party.ispb;
  return (
    <DetailSection title={title}>
      <FactList
        columns={2}
        facts={[
          [t('trades.detail.party.name'), party.name],
          [t('trades.detail.party.document'), ownerDocument(party.document)],
          [t('trades.detail.party.bank'), bank],
          [t('trades.detail.party.branch'), party.branch],
          [t('trades.detail.party.account'), party.account],
        ]}
      />
    </DetailSection>
  );
}
