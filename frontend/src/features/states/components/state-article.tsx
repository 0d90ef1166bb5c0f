import type { StateDetail } from '@contracts/api.contract';
import { formatCount } from '@contracts/page-head';
import { cityPath, storePath } from '@contracts/page-paths';
import { Link } from 'react-router-dom';
import { PRODUCT_PHRASE } from '@/config/site';

/** How the guide's HTML reads: its headings, paragraphs and lists, in the page's type scale. */
const GUIDE_STYLES = [
  '[&_h3]:mt-10 [&_h3]:text-xl [&_h3]:font-semibold [&_h3]:text-stone-900',
  '[&_h4]:mt-6 [&_h4]:text-lg [&_h4]:font-semibold [&_h4]:text-stone-900',
  '[&_p]:mt-4 [&_ul]:mt-4 [&_ul]:list-disc [&_ul]:space-y-2 [&_ul]:pl-6 [&_ol]:mt-4 [&_ol]:list-decimal [&_ol]:pl-6',
  '[&_strong]:font-semibold [&_strong]:text-stone-900',
].join(' ');

/**
 * 'About Consignment Stores in {State}': the state's editorial guide (spec section 1), and the
 * directory's own notable cities and most reviewed stores there, each a link to its page. The guide
 * arrives with the state's API answer, so no other state's article is ever downloaded.
 */
export function StateArticle({ state }: { state: StateDetail }) {
  const { guide } = state;
  return (
    <section aria-labelledby="state-article-title" className="bg-white px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <article className="mx-auto max-w-7xl">
        <h2 id="state-article-title" className="text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">
          About {PRODUCT_PHRASE} in {state.name}
        </h2>
        <div
          className={`mt-2 max-w-3xl text-base leading-relaxed text-pretty text-stone-700 sm:text-lg ${GUIDE_STYLES}`}
          // The server renders this from the site's own Markdown guides, with any raw HTML escaped.
          dangerouslySetInnerHTML={{ __html: guide.html }}
        />

        {guide.notableCities.length > 0 && (
          <div className="mt-10 max-w-3xl">
            <h3 className="text-xl font-semibold text-stone-900">Notable Cities in {state.name}</h3>
            <ul className="mt-4 grid gap-2 sm:grid-cols-2">
              {guide.notableCities.map((city) => (
                <li key={city.id}>
                  <Link to={cityPath(state.slug, city.slug)} className="font-medium text-orange-800 underline-offset-2 hover:underline">
                    {city.name}
                  </Link>
                  <span className="text-stone-600">
                    {' '}
                    ({formatCount(city.storeCount)} {city.storeCount === 1 ? 'store' : 'stores'})
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}

        {guide.localStores.length > 0 && (
          <div className="mt-10 max-w-3xl">
            <h3 className="text-xl font-semibold text-stone-900">Local Stores to Visit</h3>
            <ul className="mt-4 space-y-2">
              {guide.localStores.map((store) => (
                <li key={store.slug}>
                  <Link to={storePath(store)} className="font-medium text-orange-800 underline-offset-2 hover:underline">
                    {store.businessName}
                  </Link>
                  <span className="text-stone-600">
                    {' '}
                    in {store.cityName}
                    {store.numberOfReviews !== null && `, ${formatCount(store.numberOfReviews)} reviews`}
                  </span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </article>
    </section>
  );
}
