import { describe, expect, it } from 'vitest';
import { MAX_BODY_DEPTH, nestsDeeperThan } from './body-depth.js';
import { fieldWithNulCharacter } from './nul-characters.js';

/** `depth` objects one in another, the innermost holding `leaf` under `a`; built as JSON text, parsed without recursion. */
const nested = (depth: number, leaf: unknown = 1): unknown => JSON.parse(`${'{"a":'.repeat(depth)}${JSON.stringify(leaf)}${'}'.repeat(depth)}`);

describe('the depth of a body', () => {
  it(`takes ${MAX_BODY_DEPTH} levels of objects and lists, and refuses one more`, () => {
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH + 1))).toBe(true);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH - 1, []))).toBe(false);
    expect(nestsDeeperThan(nested(MAX_BODY_DEPTH, [[]]))).toBe(true);
    expect(nestsDeeperThan({ file: { content: new Uint8Array(10) } }, 2)).toBe(false);
  });

  it('is measured, and walked for NUL characters, 100 000 levels deep without exhausting the stack', () => {
    const deep = JSON.parse(`${'['.repeat(100_000)}"\\u0000"${']'.repeat(100_000)}`) as unknown;
    expect(nestsDeeperThan(deep)).toBe(true);
    expect(fieldWithNulCharacter(deep)).toBe(Array.from({ length: 100_000 }, () => '0').join('.'));
  });
});

describe('the first field with a NUL character', () => {
  it('is named by its path, a key by its own with the NUL written \\0, in the order of the body', () => {
    expect(fieldWithNulCharacter('a\u0000b')).toBe('body');
    expect(fieldWithNulCharacter({ list: 'x', filters: { keyword: 'a\u0000', name: 'b\u0000' } })).toBe('filters.keyword');
    expect(fieldWithNulCharacter({ first: ['ok', 'n\u0000'], 'k\u0000': 1 })).toBe('first.1');
    expect(fieldWithNulCharacter({ 'k\u0000': { deeper: 'n\u0000' } })).toBe('k\\0');
    expect(fieldWithNulCharacter({ file: { content: new Uint8Array([0]) }, name: 'plain' })).toBeUndefined();
  });
});
