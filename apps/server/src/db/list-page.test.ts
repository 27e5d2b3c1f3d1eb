import { describe, expect, it } from 'vitest';
import { OFFSET_CAP } from '@wallet/contracts';
import { AppError } from '../http/errors.js';
import { pageOffset, readingWholeList } from './list-page.js';

const PAGE_SIZE = 5_000;
/** The first page that starts at OFFSET_CAP rows or later. */
const FIRST_TOO_DEEP = OFFSET_CAP / PAGE_SIZE + 1;

const tooDeep = expect.objectContaining({ code: 400, words: { key: 'list.page_too_deep', params: { rows: OFFSET_CAP } } });

describe('pageOffset', () => {
  it('skips the rows of the pages before', () => {
    expect(pageOffset(1, 50)).toBe(0);
    expect(pageOffset(3, 50)).toBe(100);
    expect(pageOffset(FIRST_TOO_DEEP - 1, PAGE_SIZE)).toBe(OFFSET_CAP - PAGE_SIZE);
  });

  it('refuses a member a page that starts OFFSET_CAP rows deep, naming the cap', () => {
    expect(() => pageOffset(FIRST_TOO_DEEP, PAGE_SIZE)).toThrow(AppError);
    expect(() => pageOffset(FIRST_TOO_DEEP, PAGE_SIZE)).toThrow(tooDeep);
  });

  it('lets an export read a list to its last row, across awaits, and only while it reads', async () => {
    const offsets = await readingWholeList(async () => {
      const first = pageOffset(FIRST_TOO_DEEP, PAGE_SIZE);
      await new Promise((resolve) => setTimeout(resolve, 1));
      return [first, pageOffset(200, PAGE_SIZE)];
    });
    expect(offsets).toEqual([OFFSET_CAP, 199 * PAGE_SIZE]);
    expect(() => pageOffset(FIRST_TOO_DEEP, PAGE_SIZE)).toThrow(tooDeep);
  });
});
