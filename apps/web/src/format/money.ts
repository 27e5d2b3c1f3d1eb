// The money formatter and parser live with the contracts, so the server words amounts the same way.
import { formatCentavos } from '@wallet/contracts';

export { formatCentavos, NO_AMOUNT, parseReais } from '@wallet/contracts';

/** Centavos as a reais field takes them, without the currency: `123456` → "1.234,56". */
export const reaisText = (centavos: number) => formatCentavos(centavos).replace(/^R\$\s*/, '');
