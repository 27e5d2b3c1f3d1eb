import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { RecordLink } from './RecordLink';

afterEach(cleanup);

const show = (reference: string) => render(<MemoryRouter><RecordLink reference={reference} /></MemoryRouter>);

describe('RecordLink', () => {
  it.each([
    ['user:12', '/userCenter/userList/detail?id=12'],
    ['bank_account:5', '/banking/accounts/detail?id=5'],
    ['trade:T202601150000000001', '/banking/transactions?search=T202601150000000001'],
  ])('links %s to its page', (reference, href) => {
    show(reference);
    expect(screen.getByRole('link', { name: reference }).getAttribute('href')).toBe(href);
  });

  it.each(['admin:2', 'freeze:31', 'user:', 'no reference at all', ''])('writes %j as it is when it has no page', (reference) => {
    const { container } = show(reference);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.textContent).toBe(reference);
  });
});
