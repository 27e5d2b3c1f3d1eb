import { z } from './zod.js';

/** Brazil's 26 states and the Federal District, by the two letters (UF) the post and the IBGE use. */
export const BRAZILIAN_STATES = {
  AC: 'Acre', AL: 'Alagoas', AP: 'Amapá', AM: 'Amazonas', BA: 'Bahia', CE: 'Ceará', DF: 'Distrito Federal', ES: 'Espírito Santo',
  GO: 'Goiás', MA: 'Maranhão', MT: 'Mato Grosso', MS: 'Mato Grosso do Sul', MG: 'Minas Gerais', PA: 'Pará', PB: 'Paraíba',
  PR: 'Paraná', PE: 'Pernambuco', PI: 'Piauí', RJ: 'Rio de Janeiro', RN: 'Rio Grande do Norte', RS: 'Rio Grande do Sul',
  RO: 'Rondônia', RR: 'Roraima', SC: 'Santa Catarina', SP: 'São Paulo', SE: 'Sergipe', TO: 'Tocantins',
} as const;
export type Uf = keyof typeof BRAZILIAN_STATES;
export const UF_CODES = Object.keys(BRAZILIAN_STATES) as Uf[];
export const UfSchema = z.enum(UF_CODES as [Uf, ...Uf[]]);

/** The state each area code (DDD) serves, as Anatel's numbering plan draws them: no code crosses a state line. */
const STATE_OF_AREA_CODE: Readonly<Record<string, Uf>> = {
  ...Object.fromEntries(['11', '12', '13', '14', '15', '16', '17', '18', '19'].map((code) => [code, 'SP'])),
  21: 'RJ', 22: 'RJ', 24: 'RJ', 27: 'ES', 28: 'ES',
  ...Object.fromEntries(['31', '32', '33', '34', '35', '37', '38'].map((code) => [code, 'MG'])),
  ...Object.fromEntries(['41', '42', '43', '44', '45', '46'].map((code) => [code, 'PR'])),
  47: 'SC', 48: 'SC', 49: 'SC', 51: 'RS', 53: 'RS', 54: 'RS', 55: 'RS',
  61: 'DF', 62: 'GO', 64: 'GO', 63: 'TO', 65: 'MT', 66: 'MT', 67: 'MS', 68: 'AC', 69: 'RO',
  71: 'BA', 73: 'BA', 74: 'BA', 75: 'BA', 77: 'BA', 79: 'SE', 81: 'PE', 87: 'PE', 82: 'AL', 83: 'PB', 84: 'RN',
  85: 'CE', 88: 'CE', 86: 'PI', 89: 'PI', 91: 'PA', 93: 'PA', 94: 'PA', 92: 'AM', 97: 'AM', 95: 'RR', 96: 'AP', 98: 'MA', 99: 'MA',
};

/** The state of a Brazilian phone in E.164 (`+5511…` → SP), from its area code; undefined for any other. */
export const stateOfPhone = (e164: string): Uf | undefined => (e164.startsWith('+55') ? STATE_OF_AREA_CODE[e164.slice(3, 5)] : undefined);

/** Every area code with the state it serves, for SQL that must agree with `stateOfPhone`. */
export const AREA_CODE_STATES: readonly (readonly [string, Uf])[] = Object.entries(STATE_OF_AREA_CODE);
