import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { BRAZILIAN_AREA_CODES, isValidCnpj, isValidCpf } from '../documents.js';
import { MAX_EMAIL_KEY, NewPixKey, pixKeyTypeOf } from './keys.js';

const parse = (key_type: string, key_value?: string) => NewPixKey.safeParse({ account_id: 1, key_type, ...(key_value === undefined ? {} : { key_value }) });
const stored = (key_type: string, key_value: string) => {
  const parsed = parse(key_type, key_value);
  return parsed.success && 'key_value' in parsed.data ? parsed.data.key_value : null;
};

const digits = (min: number, max = min) => fc.array(fc.constantFrom(...'0123456789'), { minLength: min, maxLength: max }).map((a) => a.join(''));
const formattedCpf = (cpf: string) => `${cpf.slice(0, 3)}.${cpf.slice(3, 6)}.${cpf.slice(6, 9)}-${cpf.slice(9)}`;
const formattedCnpj = (c: string) => `${c.slice(0, 2)}.${c.slice(2, 5)}.${c.slice(5, 8)}/${c.slice(8, 12)}-${c.slice(12)}`;

describe('Pix key formats', () => {
  it('CPF keys: a valid CPF, typed with or without punctuation, is stored as 11 digits; any other is refused', () => {
    fc.assert(fc.property(digits(11), (cpf) => {
      expect(stored('CPF', cpf)).toBe(isValidCpf(cpf) ? cpf : null);
      expect(stored('CPF', formattedCpf(cpf))).toBe(isValidCpf(cpf) ? cpf : null);
    }), { numRuns: 2_000 });
    expect(stored('CPF', '529.982.247-25')).toBe('52998224725');
  });

  it('CNPJ keys: a valid CNPJ, typed with or without punctuation, is stored as 14 characters; any other is refused', () => {
    fc.assert(fc.property(digits(14), (cnpj) => {
      expect(stored('CNPJ', formattedCnpj(cnpj))).toBe(isValidCnpj(cnpj) ? cnpj : null);
    }), { numRuns: 2_000 });
    expect(stored('CNPJ', '11.222.333/0001-81')).toBe('11222333000181');
  });

  it('phone keys: a mobile (+55, an area code that exists, nine digits starting with 9), stored in E.164', () => {
    fc.assert(fc.property(fc.integer({ min: 10, max: 99 }), digits(8, 9), (area, number) => {
      // An independent reading of the rule: the area code is one Anatel assigns, the number a mobile's.
      const valid = BRAZILIAN_AREA_CODES.has(String(area)) && /^9\d{8}$/.test(number);
      expect(stored('PHONE', `+55 (${area}) ${number.slice(0, 5)}-${number.slice(5)}`)).toBe(valid ? `+55${area}${number}` : null);
    }));
    fc.assert(fc.property(digits(1, 14), (number) => {
      const valid = number.length === 11 && BRAZILIAN_AREA_CODES.has(number.slice(0, 2)) && number[2] === '9';
      expect(stored('PHONE', `+55${number}`)).toBe(valid ? `+55${number}` : null);
      expect(stored('PHONE', `+1${number}`)).toBeNull();
    }));
    expect(stored('PHONE', '+55 (11) 3333-4444')).toBeNull();
  });

  it(`e-mail keys: stored in lower case, at most ${MAX_EMAIL_KEY} characters`, () => {
    const local = fc.stringMatching(/^[a-zA-Z0-9][a-zA-Z0-9._-]{0,60}[a-zA-Z0-9]$/).filter((s) => !s.includes('..'));
    const domain = fc.stringMatching(/^[a-zA-Z0-9]{1,20}\.(com|com\.br|org)$/);
    fc.assert(fc.property(local, domain, (name, host) => {
      const email = `${name}@${host}`;
      expect(stored('EMAIL', `  ${email} `)).toBe(email.length <= MAX_EMAIL_KEY ? email.toLowerCase() : null);
    }));
    expect(stored('EMAIL', 'Ana.Souza@Exemplo.com.br')).toBe('ana.souza@exemplo.com.br');
    for (const bad of ['ana@', '@exemplo.com', 'ana souza@exemplo.com', 'ana@exemplo']) expect(stored('EMAIL', bad)).toBeNull();
  });

  it('EVP keys are never typed: the server generates them', () => {
    expect(parse('EVP').success).toBe(true);
    expect(parse('EVP', '123e4567-e89b-12d3-a456-426614174000').success).toBe(false);
    expect(parse('IBAN', 'BR00').success).toBe(false);
  });
});

describe('the shape of a key as the DICT stores it', () => {
  it('is the type of every key a registration stores, and the same type', () => {
    fc.assert(fc.property(digits(11), digits(14), fc.emailAddress(), fc.uuid({ version: 4 }), (cpf, cnpj, email, evp) => {
      for (const [type, typed] of [['CPF', cpf], ['CNPJ', cnpj], ['EMAIL', email]] as const) {
        const key = stored(type, typed);
        if (key !== null) expect(pixKeyTypeOf(key)).toBe(type);
      }
      expect(pixKeyTypeOf(evp)).toBe('EVP');
    }), { numRuns: 500 });
    expect(pixKeyTypeOf('+5511987654321')).toBe('PHONE');
    // An e-mail may start with a plus sign; it is still an e-mail, not a phone.
    expect(pixKeyTypeOf('+a.a@a.aa')).toBe('EMAIL');
  });

  it('is none for text no key can be: a name, digits with wrong check digits, a landline, an e-mail in capitals, a UUID in capitals', () => {
    for (const text of ['nao-e-uma-chave', 'Ana Souza', '12345678900', '11222333000180', '+551133334444', 'Ana@Example.com', 'not@', '0F8E2A7C-1B3D-4E5F-8A9B-0C1D2E3F4A5B', '']) {
      expect(pixKeyTypeOf(text), text).toBeNull();
    }
  });
});
