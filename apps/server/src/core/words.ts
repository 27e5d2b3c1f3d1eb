import { fillTemplate, formatCentavos, MESSAGES, RECORD_KINDS, type OptionListName, type Words } from '@wallet/contracts';

/** `2026-11-23 01:26 UTC`: the server does not know the reader's time zone, so it says which it uses. */
const utcMinute = (iso: string) => {
  const instant = new Date(iso);
  if (Number.isNaN(instant.getTime())) return iso;
  const utc = instant.toISOString();
  return `${utc.slice(0, 10)} ${utc.slice(11, 16)} UTC`;
};

const ENGLISH = {
  money: formatCentavos,
  instant: utcMinute,
  number: (value: number) => String(value),
  record: (kind: keyof typeof RECORD_KINDS) => RECORD_KINDS[kind],
  // The code itself (`failed`, `open`): what an API user matches on, and plain English already.
  option: (_list: OptionListName, code: string) => code,
};

/** A catalogue message in the server's own words: the `msg` of the envelope, for API users. */
export const inEnglish = (said: Words): string => fillTemplate(MESSAGES[said.key].en, MESSAGES[said.key].params, said.params as Record<string, string | number>, ENGLISH);
