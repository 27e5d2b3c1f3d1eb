import { fillTemplate, formatCentavos, MESSAGES, RECORD_KINDS, type Words } from '@wallet/contracts';

const ENGLISH = {
  money: formatCentavos,
  instant: (iso: string) => iso,
  number: (value: number) => String(value),
  record: (kind: keyof typeof RECORD_KINDS) => RECORD_KINDS[kind],
};

/** A catalogue message in the server's own words: the `msg` of the envelope, for API users. */
export const inEnglish = (said: Words): string => fillTemplate(MESSAGES[said.key].en, said.key, said.params as Record<string, string | number>, ENGLISH);
