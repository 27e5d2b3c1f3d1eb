import { Chip } from '@mui/material';
import type { staff } from '@wallet/contracts';
import type { z } from '@wallet/contracts';
import { useTranslation } from 'react-i18next';
import '../messages';

export type AuditEntry = z.infer<typeof staff.AuditEntry>;
export type AuditResult = AuditEntry['result'];
const COLOR = { ok: 'success', asked: 'info', refused: 'warning', failed: 'error' } as const;

export function AuditResultChip({ result }: { result: AuditResult }) {
  const { t } = useTranslation();
  return <Chip size="small" variant="outlined" color={COLOR[result]} label={t(`userAdmin.audit.result.${result}`)} data-result={result} />;
}
