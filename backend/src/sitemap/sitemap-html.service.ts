import { Injectable } from '@nestjs/common';
import escapeHtml from 'escape-html';
import { CitiesService } from '../cities/cities.service';
import { cityPath, statePath } from '../contracts/page-paths';
import { SITEMAP_CITIES_PER_STATE, SITEMAP_STATE_COUNT } from '../contracts/site.contract';
import { StatesService } from '../states/states.service';
import { SITEMAP_ROOT_FILE } from './sitemap-xml';

const MAIN_PAGES = [
  { path: '/', label: 'Home' },
  { path: '/about', label: 'About Us' },
  { path: '/sitemap', label: 'Sitemap' },
];

const link = (path: string, label: string) => `<li><a href="${escapeHtml(path)}">${escapeHtml(label)}</a></li>`;

/**
 * `GET /api/sitemap-html`: the HTML sitemap's content as an HTML fragment (main pages, every state,
 * the popular cities as 'City, ABBR', the XML sitemap), for clients that want it as text.
 */
@Injectable()
export class SitemapHtmlService {
  constructor(
    private readonly states: StatesService,
    private readonly cities: CitiesService,
  ) {}

  async render(): Promise<string> {
    const states = await this.states.list();
    const listed = states.slice(0, SITEMAP_STATE_COUNT);
    const cityLists = await this.cities.listInStates(listed.map((state) => state.slug));
    const popular = listed.flatMap((state) =>
      (cityLists.get(state.slug) ?? [])
        .slice(0, SITEMAP_CITIES_PER_STATE)
        .map((city) => link(cityPath(state.slug, city.slug), `${city.name}, ${state.abbreviation}`)),
    );
    return [
      '<nav aria-label="Sitemap">',
      `<section><h2>Main Pages</h2><ul>${MAIN_PAGES.map((page) => link(page.path, page.label)).join('')}</ul></section>`,
      `<section><h2>Browse by State</h2><ul>${states.map((state) => link(statePath(state.slug), state.name)).join('')}</ul></section>`,
      `<section><h2>Popular Cities</h2><ul>${popular.join('')}</ul></section>`,
      `<section><h2>XML Sitemap</h2><ul>${link(`/${SITEMAP_ROOT_FILE}`, 'XML sitemap')}</ul></section>`,
      '</nav>',
    ].join('\n');
  }
}
