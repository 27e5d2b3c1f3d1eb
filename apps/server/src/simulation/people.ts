// Made-up people, with valid CPF and CNPJ check digits: the demo data's customers, and the other
// side of the simulated Pix traffic that the periodic jobs run in production too.
import { cnpjCheckDigits, cpfCheckDigits } from '@wallet/contracts';
import type { SeededRandom } from './random.js';

export const FIRST_NAMES = ['Ana', 'Beatriz', 'Bruno', 'Camila', 'Carlos', 'Daniela', 'Diego', 'Eduardo', 'Fernanda', 'Gabriel', 'Gustavo', 'Helena', 'Isabela', 'João', 'Juliana', 'Larissa', 'Lucas', 'Luiz', 'Marcos', 'Maria', 'Mariana', 'Mateus', 'Natália', 'Paulo', 'Pedro', 'Rafael', 'Renata', 'Rodrigo', 'Sofia', 'Thiago', 'Valentina', 'Vinícius'];
export const LAST_NAMES = ['Almeida', 'Alves', 'Barbosa', 'Cardoso', 'Carvalho', 'Costa', 'Dias', 'Ferreira', 'Gomes', 'Lima', 'Martins', 'Melo', 'Moreira', 'Nascimento', 'Oliveira', 'Pereira', 'Ribeiro', 'Rocha', 'Rodrigues', 'Santos', 'Silva', 'Souza', 'Teixeira', 'Vieira'];
export const BUSINESS_WORDS = ['Padaria', 'Mercado', 'Farmácia', 'Oficina', 'Restaurante', 'Papelaria', 'Açougue', 'Sorveteria', 'Livraria', 'Pet Shop', 'Floricultura', 'Academia'];
const BUSINESS_SUFFIXES = ['Ltda', 'ME', 'EIRELI', 'S.A.'];
export const AREA_CODES = ['11', '21', '31', '41', '47', '51', '61', '71', '81', '85', '91', '92'];

const digits = (random: SeededRandom, count: number) => Array.from({ length: count }, () => random.int(0, 9)).join('');

export function makeCpf(random: SeededRandom): string {
  const nine = digits(random, 9);
  return nine + cpfCheckDigits(nine);
}

/** A CNPJ, one in five in the alphanumeric form of July 2026. */
export function makeCnpj(random: SeededRandom): string {
  const letters = 'ABCDEFGHJKLMNPRSTUVWXYZ';
  const root = random.int(0, 4) === 0
    ? Array.from({ length: 8 }, () => (random.int(0, 2) === 0 ? random.pick([...letters]) : String(random.int(0, 9)))).join('')
    : digits(random, 8);
  const twelve = `${root}0001`;
  return twelve + cnpjCheckDigits(twelve);
}

export const makePersonName = (random: SeededRandom) => `${random.pick(FIRST_NAMES)} ${random.pick(LAST_NAMES)} ${random.pick(LAST_NAMES)}`;
export const makeBusinessName = (random: SeededRandom) => `${random.pick(BUSINESS_WORDS)} ${random.pick(LAST_NAMES)} ${random.pick(BUSINESS_SUFFIXES)}`;
export const makePhone = (random: SeededRandom) => `+55${random.pick(AREA_CODES)}9${digits(random, 8)}`;

/** An address from a name, without accents: `joão.silva.17@exemplo.com.br` → `joao.silva.17@...`. */
export function makeEmail(name: string, serial: number): string {
  const local = name.normalize('NFD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '.').replace(/^\.|\.$/g, '');
  return `${local}.${serial}@exemplo.com.br`;
}
