import type { StateSummary } from '@contracts/api.contract';
import type { ReactNode } from 'react';
import { PRODUCT_PHRASE } from '@/config/site';

/**
 * 'About Consignment Stores in {State}': the state page's editorial article (spec section 1).
 *
 * Every state shows the generic fallback for now. Per-state articles, chosen by `state.slug`, plug
 * in here: look the slug up and render that article's body instead of `FallbackArticleBody`,
 * keeping the fallback for any slug without one.
 */
export function StateArticle({ state }: { state: StateSummary }) {
  return (
    <section aria-labelledby="state-article-title" className="bg-white px-4 py-12 sm:px-6 sm:py-16 lg:px-8">
      <article className="mx-auto max-w-7xl">
        <h2 id="state-article-title" className="text-2xl font-bold tracking-tight text-balance text-stone-900 sm:text-3xl">
          About {PRODUCT_PHRASE} in {state.name}
        </h2>
        <div className="mt-6 max-w-3xl space-y-5 text-base leading-relaxed text-pretty text-stone-700 sm:text-lg">
          <FallbackArticleBody stateName={state.name} />
        </div>
      </article>
    </section>
  );
}

function ArticleHeading({ children }: { children: ReactNode }) {
  return <h3 className="pt-4 text-xl font-semibold text-stone-900">{children}</h3>;
}

function ArticleList({ items }: { items: ReadonlyArray<{ term: string; text: string }> }) {
  return (
    <ul className="list-disc space-y-2 pl-6 marker:text-orange-800">
      {items.map((item) => (
        <li key={item.term}>
          <strong className="font-semibold text-stone-900">{item.term}:</strong> {item.text}
        </li>
      ))}
    </ul>
  );
}

const STORE_TYPES = [
  {
    term: 'Clothing and accessories',
    text: 'gently worn everyday and designer clothing, shoes and handbags for women, men and children.',
  },
  {
    term: 'Furniture and home décor',
    text: 'sofas, dining sets, lighting, rugs and décor, often from estates, moves and home staging.',
  },
  { term: 'Antiques and vintage', text: 'collectibles, mid-century pieces and heirlooms with a story behind them.' },
  {
    term: 'Jewelry and premium brands',
    text: 'fine jewelry, watches and luxury labels, usually checked for authenticity by the store.',
  },
  {
    term: 'Books, gifts and more',
    text: "books, children's items, sporting goods and gift-ready merchandise at second-hand prices.",
  },
] as const;

const TIPS = [
  { term: 'Go often, go early', text: 'inventory turns over constantly and the best pieces tend to sell within days.' },
  {
    term: 'Inspect before you buy',
    text: 'check for wear, stains or damage, and ask about the return policy, since many sales are final.',
  },
  { term: 'Know the retail price', text: 'a quick comparison tells a good deal from a great one.' },
  {
    term: 'Consign clean, in-season items',
    text: 'stores accept what they can sell now, so bring pieces in good repair and keep a list of what you drop off.',
  },
  {
    term: 'Ask about markdowns',
    text: "many stores lower prices the longer an item stays on the floor; knowing the schedule helps buyers and consignors alike.",
  },
] as const;

/** The generic article for any state without its own: several paragraphs that name the state. */
function FallbackArticleBody({ stateName }: { stateName: string }) {
  return (
    <>
      <p>
        Consignment shopping in {stateName} is one of the smartest ways to furnish a home, refresh a
        wardrobe or find a special gift. The consignment and resale shops listed above sell quality
        pre-owned furniture, clothing, jewelry, antiques, books and more, and their shelves are stocked
        by local households rather than a distant warehouse, so every visit brings something new.
      </p>

      <ArticleHeading>Why shop consignment in {stateName}?</ArticleHeading>
      <p>
        Because consignment stores sell items on behalf of their owners, prices are typically 50-80%
        below retail, often for brand-name or barely used pieces. You also get one-of-a-kind finds you
        won't see in chain stores, and every item bought second-hand is one less made new and one less
        sent to a landfill.
      </p>
      <p>
        Shopping locally keeps money in {stateName}'s communities too: consignors earn from things they no
        longer need, and independent shop owners keep their doors open.
      </p>

      <ArticleHeading>Types of consignment stores</ArticleHeading>
      <p>Most shops in {stateName} specialise in one or two of these kinds of goods:</p>
      <ArticleList items={STORE_TYPES} />

      <ArticleHeading>How consigning works</ArticleHeading>
      <p>
        Have things to sell? Consignment lets a store do the work for you. You bring in clean items in
        good condition; the store prices, displays and sells them, and pays you a share of the sale price
        once they sell. The consignor's share is usually 40-60% (some stores split 50/50), and most
        agreements run for 30-90 days. Items still unsold at the end are often marked down, returned to
        you or donated, depending on the agreement.
      </p>
      <p>
        Before you sign, ask each store about its commission split, the length of the consignment period,
        its markdown schedule and how and when it pays out. Our free profit calculator below estimates
        what you will take home after commission and fees.
      </p>

      <ArticleHeading>Tips for shopping and selling</ArticleHeading>
      <ArticleList items={TIPS} />
    </>
  );
}
