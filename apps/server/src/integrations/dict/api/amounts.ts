/** The document's amounts are reais with two decimals (`currency`); the product's are whole centavos. */
export const reaisOf = (centavos: number) => centavos / 100;
export const centavosOf = (reais: number) => Math.round(reais * 100);
