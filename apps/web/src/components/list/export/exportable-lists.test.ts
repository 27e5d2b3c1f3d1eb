import { describe, expect, it } from 'vitest';
import { cockpit } from '@wallet/contracts';
import { EXPORTABLE_LIST_PATHS } from './exportable-lists';

describe('the exportable lists', () => {
  it('are the contracts\' exportable lists', () => {
    expect([...EXPORTABLE_LIST_PATHS].sort()).toEqual(cockpit.EXPORTABLE_LISTS.map((list) => list.path).sort());
  });
});
