import { existsSync, readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { catalogueIn } from './catalogues';

const freezeRefused = { key: 'funds.insufficient_to_freeze', params: { amount: 12_345, account: '100000', available: 500 } };

const here = dirname(fileURLToPath(import.meta.url));
const contracts = resolve(here, '../../../../../packages/contracts/src');

/**
 * Every module a module imports, through its static imports (type-only ones fetch nothing), within
 * the console and the contracts: what a browser fetches with it. The test files' shared module
 * registry (isolate: false) already holds both languages, so the graph is read from the sources.
 */
function fetchedWith(file: string, seen = new Set<string>()): Set<string> {
  if (seen.has(file)) return seen;
  seen.add(file);
  const source = readFileSync(file, 'utf8');
  for (const [, specifier] of source.matchAll(/^import (?!type )[^;]*? from '([^']+)';/gms)) {
    const target = specifier!.startsWith('.') ? resolve(dirname(file), specifier!)
      : specifier === '@wallet/contracts' ? resolve(contracts, 'index')
        : specifier!.startsWith('@wallet/contracts/') ? resolve(contracts, specifier!.slice('@wallet/contracts/'.length)) : null;
    if (!target) continue;
    const path = [`${target}.ts`, `${target}.tsx`, `${target.replace(/\.js$/, '')}.ts`, `${target}/index.ts`]
      .find((candidate) => existsSync(candidate));
    if (path) fetchedWith(path, seen);
  }
  return seen;
}
const portugueseIn = (file: string) => [...fetchedWith(resolve(here, file))].filter((path) => path.includes('pt-BR'));

describe('the catalogue a member loads', () => {
  it('is their own language\'s', async () => {
    expect((await catalogueIn('en')).wordOf(freezeRefused)).toBe('Cannot freeze R$\u00a0123,45: account 100000 has only R$\u00a05,00 available');
    expect((await catalogueIn('pt-BR')).wordOf(freezeRefused)).toBe('Não é possível congelar R$\u00a0123,45: a conta 100000 tem apenas R$\u00a05,00 disponível');
  });

  it('needs, in English, no Portuguese module: neither the sentences nor the option words', () => {
    expect(portugueseIn('catalogue.en.ts')).toEqual([]);
    expect(portugueseIn('catalogue.pt-BR.ts').map((path) => path.slice(resolve(here, '..').length + 1)).sort())
      .toEqual(['options/pt-BR.ts', 'said/catalogue.pt-BR.ts', 'said/pt-BR.ts']);
  });
});
