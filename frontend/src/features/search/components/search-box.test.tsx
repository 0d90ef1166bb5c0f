import { apiPaths } from '@contracts/api-paths';
import type { SearchSuggestions } from '@contracts/api.contract';
import { describe, expect, it } from '@jest/globals';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderAt } from '@/test/render';
import { SearchBox } from './search-box';

const NONE: SearchSuggestions = { stores: [], cities: [], states: [] };

/**
 * The home page's search box. What the API suggests for a text is put in the cache first: the box
 * asks for suggestions from two characters on (and the tests paste their text, so it asks once).
 */
function renderBox(suggestions: Record<string, SearchSuggestions> = {}) {
  const user = userEvent.setup();
  const cached = Object.fromEntries(Object.entries(suggestions).map(([text, answer]) => [apiPaths.suggestions(text), answer]));
  const rendered = renderAt(<SearchBox label="Search the directory" size="hero" />, { at: '/', cached });
  const box = screen.getByRole('combobox', { name: 'Search the directory' });
  return { ...rendered, user, box };
}

describe("the home page's search box", () => {
  it("shows the placeholder 'Search by store name, city, state or ZIP code'", () => {
    const { box } = renderBox();

    expect(box).toHaveAttribute('placeholder', 'Search by store name, city, state or ZIP code');
  });

  it('goes to /search?q= with the text typed, trimmed, when Search is pressed', async () => {
    const { user, box, location } = renderBox({ 'vintage lamps': NONE });

    await user.click(box);
    await user.paste('  vintage lamps  ');
    await user.click(screen.getByRole('button', { name: 'Search' }));

    expect(location()).toBe('/search?q=vintage+lamps');
  });

  it('searches with the Enter key when no suggestion is chosen', async () => {
    const { user, box, location } = renderBox({ '90210': NONE });

    await user.click(box);
    await user.paste('90210');
    await user.keyboard('{Enter}');

    expect(location()).toBe('/search?q=90210');
  });

  it('does nothing when the text is empty or only spaces', async () => {
    const { user, box, location, navigationType } = renderBox();

    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/');

    await user.click(box);
    await user.paste('    ');
    await user.click(screen.getByRole('button', { name: 'Search' }));
    expect(location()).toBe('/');
    expect(navigationType()).toBe('POP');
  });

  it('opens the page of a suggestion chosen instead of searching', async () => {
    const { user, box, location } = renderBox({
      aus: {
        states: [],
        cities: [{ name: 'Austin', stateAbbreviation: 'TX', storeCount: 12, path: '/texas/austin' }],
        stores: [{ name: 'Austin Attic', city: 'Austin', stateAbbreviation: 'TX', path: '/texas/austin/austin-attic' }],
      },
    });

    await user.click(box);
    await user.paste('aus');
    const city = await screen.findByRole('option', { name: /^Austin, TX/ });
    expect(city).toHaveTextContent('12 stores');
    expect(screen.getByRole('option', { name: /^Austin Attic/ })).toHaveTextContent('Austin, TX');
    await user.click(city);

    expect(location()).toBe('/texas/austin');
  });
});
