import { useTranslation } from 'react-i18next';
import { isWordKey } from '../../../i18n/word-key';

const CODED = /^([A-Z]{2}\d{2}) /;

/**
 * Why a Pix failed, in the member's language: its reason code and what the code means. The server
 * writes the reason in English with its figures (how much of the limit was used); those words are
 * the title, and what is shown when the code is one the console has no words for.
 */
export function FailureReason({ reason }: { reason: string }) {
  const { t, i18n } = useTranslation();
  const code = CODED.exec(reason)?.[1];
  const key = `trades.detail.failureCodes.${code}`;
  if (!code || !isWordKey(i18n, key)) return <>{reason}</>;
  return <span title={reason}>{`${code} · ${t(key)}`}</span>;
}
