import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { setLocale } from '../i18n/i18n.ts';
import { PlainPager, pageItems } from './plain-pager.tsx';

describe('pageItems', () => {
  it('lists every page up to seven, then the first, the last and the pages around the current one', () => {
    expect(pageItems(1, 1)).toEqual([1]);
    expect(pageItems(3, 7)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect(pageItems(1, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageItems(4, 20)).toEqual([1, 2, 3, 4, 5, null, 20]);
    expect(pageItems(5, 20)).toEqual([1, null, 4, 5, 6, null, 20]);
    expect(pageItems(17, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
    expect(pageItems(20, 20)).toEqual([1, null, 16, 17, 18, 19, 20]);
  });
});

describe('PlainPager', () => {
  beforeEach(() => setLocale('en'));
  afterEach(cleanup);

  const renderPager = (page: number, onChange = vi.fn()) => {
    render(
      <PlainPager
        page={page}
        pageSize={10}
        total={95}
        pageSizes={[10, 20, 50]}
        href={(n) => `?page=${n}`}
        onChange={onChange}
      />,
    );
    return onChange;
  };

  it('gives every page a link of its own, marks the current one and disables the step past the ends', () => {
    renderPager(1);
    const pages = screen.getAllByTestId('pager-page');
    expect(pages.map((a) => a.textContent)).toEqual(['1', '2', '3', '4', '5', '10']);
    expect(pages[1]?.getAttribute('href')).toBe('?page=2');
    expect(pages[0]?.getAttribute('aria-current')).toBe('page');
    expect((screen.getByTestId('pager-prev') as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId('pager-next').getAttribute('href')).toBe('?page=2');
    expect(screen.getByRole('navigation', { name: 'Pages of results' })).toBeTruthy();
  });

  it('changes the page in place on a plain click, leaves a modified click to the browser, and starts a new size at page 1', () => {
    const onChange = renderPager(3);
    fireEvent.click(screen.getByRole('link', { name: 'Page 4' }));
    expect(onChange).toHaveBeenLastCalledWith(4, 10);
    fireEvent.click(screen.getByTestId('pager-prev'));
    expect(onChange).toHaveBeenLastCalledWith(2, 10);
    onChange.mockClear();
    fireEvent.click(screen.getByRole('link', { name: 'Page 5' }), { ctrlKey: true });
    fireEvent.click(screen.getByRole('link', { name: 'Page 3' }));
    expect(onChange).not.toHaveBeenCalled();
    fireEvent.change(screen.getByTestId('pager-size'), { target: { value: '50' } });
    expect(onChange).toHaveBeenLastCalledWith(1, 50);
  });
});
