import { Chip } from '@mui/material';
import type { regulatory } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import { optionKey } from '../../../i18n/options';

type MedCase = regulatory.med.MedCase;
type RefundRequest = regulatory.med.RefundRequest;

/** An open case still needs work (orange); a closed one is settled. */
export function CaseStatusChip({ status }: { status: MedCase['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={status === 'open' ? 'warning' : 'default'} label={t(optionKey('med_case_status', status))} data-status={status} />;
}

/** Which side of the Pix our customer is on: we ask for money back, or we are asked. */
export function CaseSideChip({ side }: { side: MedCase['side'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={side === 'payer' ? 'info' : 'secondary'} label={t(optionKey('med_side', side))} data-side={side} />;
}

const REFUND_COLOR = { OPEN: 'warning', CLOSED: 'success', CANCELLED: 'default' } as const;

export function RefundStatusChip({ status }: { status: RefundRequest['status'] }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={REFUND_COLOR[status]} label={t(optionKey('refund_status', status))} data-status={status} />;
}
