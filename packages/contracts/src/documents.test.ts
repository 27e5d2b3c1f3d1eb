import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BRAZILIAN_AREA_CODES, BRAZILIAN_PHONE, isBrazilianMobile, isValidCnpj, isValidCpf, normaliseDocument, normalisePhone } from './documents.js';

// An independent implementation, written from the Receita Federal's description, to check ours.
function referenceCpf(cpf: string): boolean {
  if (!/^\d{11}$/.test(cpf) || new Set(cpf).size === 1) return false;
  const d = cpf.split('').map((c) => parseInt(c, 10));
  let s1 = 0;
  for (let i = 0; i < 9; i++) s1 += d[i]! * (10 - i);
  const v1 = s1 % 11 < 2 ? 0 : 11 - (s1 % 11);
  let s2 = 0;
  for (let i = 0; i < 10; i++) s2 += d[i]! * (11 - i);
  const v2 = s2 % 11 < 2 ? 0 : 11 - (s2 % 11);
  return v1 === d[9] && v2 === d[10];
}

function referenceCnpj(cnpj: string): boolean {
  if (!/^[0-9A-Z]{12}[0-9]{2}$/.test(cnpj) || /^(\d)\1+$/.test(cnpj)) return false;
  const value = (c: string) => c.charCodeAt(0) - '0'.charCodeAt(0);
  const digit = (chars: string) => {
    let weight = 2;
    let sum = 0;
    for (let i = chars.length - 1; i >= 0; i--) {
      sum += value(chars[i]!) * weight;
      weight = weight === 9 ? 2 : weight + 1;
    }
    const r = sum % 11;
    return r < 2 ? 0 : 11 - r;
  };
  const d1 = digit(cnpj.slice(0, 12));
  const d2 = digit(cnpj.slice(0, 12) + String(d1));
  return `${d1}${d2}` === cnpj.slice(12);
}

const digits = (n: number) => fc.array(fc.constantFrom(...'0123456789'), { minLength: n, maxLength: n }).map((a) => a.join(''));
const alnum = (n: number) => fc.array(fc.constantFrom(...'0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ'), { minLength: n, maxLength: n }).map((a) => a.join(''));

describe('CPF', () => {
  it('accepts known valid numbers and refuses altered ones', () => {
    for (const cpf of ['52998224725', '11144477735', '39053344705']) expect(isValidCpf(cpf), cpf).toBe(true);
    for (const cpf of ['52998224724', '11111111111', '1114447773', '111444777350', '1114447773a']) expect(isValidCpf(cpf), cpf).toBe(false);
  });

  it('agrees with an independent implementation on any 11 digits', () => {
    fc.assert(fc.property(digits(11), (cpf) => isValidCpf(cpf) === referenceCpf(cpf)), { numRuns: 20_000 });
  });

  it('agrees on any string at all', () => {
    fc.assert(fc.property(fc.string({ maxLength: 14 }), (text) => isValidCpf(text) === referenceCpf(text)), { numRuns: 5_000 });
  });
});

describe('CNPJ', () => {
  it('accepts known valid numeric and alphanumeric numbers', () => {
    for (const cnpj of ['11222333000181', '00000000000191', '12ABC34501DE35']) expect(isValidCnpj(cnpj), cnpj).toBe(true);
    for (const cnpj of ['11222333000182', '11111111111111', '12ABC34501DE36', '12abc34501de35', '12ABC34501DEA5']) expect(isValidCnpj(cnpj), cnpj).toBe(false);
  });

  it('agrees with an independent implementation on numeric and alphanumeric bodies', () => {
    fc.assert(fc.property(fc.oneof(digits(14), alnum(12).chain((body) => digits(2).map((dv) => body + dv))), (cnpj) => isValidCnpj(cnpj) === referenceCnpj(cnpj)), { numRuns: 20_000 });
  });
});

describe('normalising', () => {
  it('strips the punctuation people type', () => {
    expect(normaliseDocument('529.982.247-25')).toBe('52998224725');
    expect(normaliseDocument('12.abc.345/01de-35')).toBe('12ABC34501DE35');
    expect(normalisePhone('+55 (11) 98765-4321')).toBe('+5511987654321');
  });

  it('takes Brazilian phones with an area code and 8 or 9 digits', () => {
    expect(BRAZILIAN_PHONE.test('+5511987654321')).toBe(true);
    expect(BRAZILIAN_PHONE.test('+551133334444')).toBe(true);
    for (const phone of ['+1155512345678', '+5501987654321', '+55119876543', '11987654321', '+551198765432100']) expect(BRAZILIAN_PHONE.test(phone), phone).toBe(false);
  });

  it('tells a mobile that can be a Pix key from a landline or an area code that does not exist', () => {
    expect(BRAZILIAN_AREA_CODES.size).toBe(67);
    for (const mobile of ['+5511987654321', '+5599912345678', '+5561991234567']) expect(isBrazilianMobile(mobile), mobile).toBe(true);
    for (const other of ['+551133334444', '+5520987654321', '+5510987654321', '+5511887654321', '+55119876543210', '+1155512345678']) {
      expect(isBrazilianMobile(other), other).toBe(false);
    }
  });
});
