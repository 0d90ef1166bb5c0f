import { searchPagePath } from '@contracts/search.contract';
import { describe, expect, it } from '@jest/globals';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';
import { Pagination } from './pagination';

/** The search's own addresses, as the results list passes them. */
const pathFor = (page: number) => searchPagePath({ q: 'dress', features: ['sellClothes'], page });

function renderPagination(page: number, totalPages: number) {
  const rendered = renderAt(<Pagination page={page} totalPages={totalPages} pathFor={pathFor} />, { at: pathFor(page) });
  /** What the pagination shows, in order: each item's label, with its target or 'disabled'. */
  const items = () => {
    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    return Array.from(nav.children).map((item) => {
      if (item.getAttribute('aria-current') === 'page') return `current ${item.textContent}`;
      const label = item.getAttribute('aria-label');
      return item.getAttribute('aria-disabled') === 'true' ? `${label}: disabled` : `${label}: ${item.getAttribute('href')}`;
    });
  };
  return { ...rendered, items };
}

describe('the pagination', () => {
  it('shows nothing when there is a single page', () => {
    const { container } = renderPagination(1, 1);

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
    expect(container).toBeEmptyDOMElement();
  });

  it('shows nothing when there are no pages at all', () => {
    renderPagination(1, 0);

    expect(screen.queryByRole('navigation')).not.toBeInTheDocument();
  });

  it('on the first page: Previous disabled, the current page, the next page and Next', () => {
    const { items } = renderPagination(1, 5);

    expect(items()).toEqual([
      'Previous page: disabled',
      'current Page 1, current page',
      'Page 2: /search?q=dress&features=sellClothes&page=2',
      'Next page: /search?q=dress&features=sellClothes&page=2',
    ]);
  });

  it('in the middle: Previous, the previous page, the current page, the next page, Next', () => {
    const { items } = renderPagination(3, 5);

    expect(items()).toEqual([
      'Previous page: /search?q=dress&features=sellClothes&page=2',
      'Page 2: /search?q=dress&features=sellClothes&page=2',
      'current Page 3, current page',
      'Page 4: /search?q=dress&features=sellClothes&page=4',
      'Next page: /search?q=dress&features=sellClothes&page=4',
    ]);
  });

  it('on the last page: Next disabled', () => {
    const { items } = renderPagination(5, 5);

    expect(items()).toEqual([
      'Previous page: /search?q=dress&features=sellClothes&page=4',
      'Page 4: /search?q=dress&features=sellClothes&page=4',
      'current Page 5, current page',
      'Next page: disabled',
    ]);
  });

  it('goes back to page 1 at the address without a page number', () => {
    renderPagination(2, 3);

    expect(screen.getByRole('link', { name: 'Previous page' })).toHaveAttribute('href', '/search?q=dress&features=sellClothes');
    expect(screen.getByRole('link', { name: 'Page 1' })).toHaveAttribute('href', '/search?q=dress&features=sellClothes');
  });

  it('shows the words Previous and Next and the page numbers', () => {
    renderPagination(2, 3);

    const nav = screen.getByRole('navigation', { name: 'Pagination' });
    expect(within(nav).getByRole('link', { name: 'Previous page' })).toHaveTextContent('Previous');
    expect(within(nav).getByRole('link', { name: 'Next page' })).toHaveTextContent('Next');
    expect(nav).toHaveTextContent('Previous1Page 2, current page3Next');
  });

  it('a disabled Previous or Next goes nowhere and takes no focus', async () => {
    const user = userEvent.setup();
    const { location } = renderPagination(1, 2);

    const previous = screen.getByRole('link', { name: 'Previous page' });
    expect(previous).not.toHaveAttribute('href');
    await user.click(previous);
    expect(location()).toBe('/search?q=dress&features=sellClothes');

    await user.tab();
    expect(screen.getByRole('link', { name: 'Page 2' })).toHaveFocus();
  });

  it('moving to another page adds it to the history', async () => {
    const user = userEvent.setup();
    const { location, navigationType } = renderPagination(2, 3);

    await user.click(screen.getByRole('link', { name: 'Next page' }));

    expect(location()).toBe('/search?q=dress&features=sellClothes&page=3');
    expect(navigationType()).toBe('PUSH');
  });
});
