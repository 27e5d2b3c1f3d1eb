import { formatCentavos, NO_AMOUNT } from '../format/money';

export interface MoneyProps {
  /** Integer centavos, as the API sends every amount; nothing shows a dash. */
  centavos: number | null | undefined;
}

/** An amount in reais; the raw centavos stay on the element for tests and copy tools. */
export function Money({ centavos }: MoneyProps) {
  const known = typeof centavos === 'number';
  return (
    <span data-centavos={known ? centavos : undefined} style={{ whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
      {known ? formatCentavos(centavos) : NO_AMOUNT}
    </span>
  );
}
