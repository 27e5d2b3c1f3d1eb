import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { i18n } from '../../../i18n';
import { setUpGridScreenTests } from '../../../test-support/grid-screen';
import { ListPagination, type ListPaginationProps } from './ListPagination';

setUpGridScreenTests();

const draw = (props: Partial<ListPaginationProps> = {}) => {
  const onPage = vi.fn();
  const onPageSize = vi.fn();
  render(<ListPagination count={60} page={1} pageSize={25} pageSizes={[5, 25, 50]} onPage={onPage} onPageSize={onPageSize} displayed={({ from, to }) => `${from}–${to} of 60`} {...props} />);
  return { onPage, onPageSize };
};
const button = (name: string) => screen.getByRole('button', { name }) as HTMLButtonElement;

describe('ListPagination', () => {
  it('says which rows show and steps to the next page, the previous one closed on the first', () => {
    const { onPage } = draw();
    expect(screen.getByText('1–25 of 60')).toBeTruthy();
    expect(button('Go to previous page').disabled).toBe(true);
    fireEvent.click(button('Go to next page'));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('closes the next page on the last, whose rows end with the count', () => {
    const { onPage } = draw({ page: 3 });
    expect(screen.getByText('51–60 of 60')).toBeTruthy();
    expect(button('Go to next page').disabled).toBe(true);
    fireEvent.click(button('Go to previous page'));
    expect(onPage).toHaveBeenCalledWith(2);
  });

  it('offers the page sizes in a select named "Rows per page", and none when there is one size', () => {
    const { onPageSize } = draw();
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Rows per page/ }));
    fireEvent.click(screen.getByRole('option', { name: '50' }));
    expect(onPageSize).toHaveBeenCalledWith(50);
  });

  it('shows no select for a single page size, and nothing to step through an empty list', () => {
    draw({ count: 0, pageSizes: [25], displayed: ({ from, to }) => `${from}–${to}` });
    expect(screen.queryByRole('combobox')).toBeNull();
    expect(screen.getByText('0–0')).toBeTruthy();
    expect([button('Go to previous page').disabled, button('Go to next page').disabled]).toEqual([true, true]);
  });

  it('names its controls in Portuguese', async () => {
    await i18n.changeLanguage('pt-BR');
    try {
      draw();
      expect(screen.getByRole('combobox', { name: /Linhas por página/ })).toBeTruthy();
      expect(button('Ir para a próxima página').disabled).toBe(false);
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
