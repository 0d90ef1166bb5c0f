import {
  AWARDS_PAGE_BADGE_SIZES,
  badgeEmbedCode,
  badgeImagePath,
  badgeImageUrl,
  DEFAULT_BADGE_SIZE,
  type BadgeSize,
} from '@contracts/awards.contract';
import { useId, useState, type ReactNode } from 'react';
import { useSite } from '@/lib/site-context';
import { Breadcrumbs } from '@/components/ui/breadcrumbs';
import { PageContainer } from '@/components/ui/page-container';
import { CopyButton } from '@/features/awards/components/copy-button';
import { BulletList, PageSection } from '@/features/static-pages/components/static-page-layout';

const SIZE_LABELS: Record<BadgeSize, string> = { small: 'Small', medium: 'Medium', large: 'Large' };

function Step({ number, title, children }: { number: number; title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id} className="rounded-2xl border border-stone-200 bg-white p-6 shadow-sm">
      <h2 id={id} className="flex items-center gap-3 text-xl font-semibold text-stone-900">
        <span
          // A round 32 px badge at every width: a long title wraps beside it instead of squeezing it.
          className="inline-flex size-8 shrink-0 items-center justify-center rounded-full bg-orange-800 text-base text-white"
          aria-hidden="true"
        >
          {number}
        </span>
        <span>
          <span className="sr-only">Step {number}: </span>
          {title}
        </span>
      </h2>
      <div className="mt-4 space-y-4 text-stone-800">{children}</div>
    </section>
  );
}

/** `/awards`: the store award, and the badge code winners put on their sites (spec). */
export function AwardsRoute() {
  const site = useSite();
  const [size, setSize] = useState<BadgeSize>(DEFAULT_BADGE_SIZE);
  const pixels = AWARDS_PAGE_BADGE_SIZES[size];
  const code = badgeEmbedCode(site, size);
  const imageUrl = badgeImageUrl(site, pixels);
  const codeId = useId();
  const linkId = useId();

  return (
    <PageContainer>
      <Breadcrumbs items={[{ label: 'Home', to: '/' }, { label: 'Awards' }]} />
      <h1 className="mt-6 text-3xl font-bold tracking-tight text-stone-900 sm:text-4xl">Best Consignment Store Awards {site.awardYear}</h1>
      <p className="mt-3 max-w-3xl text-lg text-stone-700">
        Each year we recognize the consignment stores shoppers love most. Winners are selected on customer reviews, product quality, store
        atmosphere and the overall shopping experience. If your store won, show it: add the badge to your website.
      </p>

      <div className="mt-10 grid gap-6 lg:grid-cols-3">
        <div className="space-y-6 lg:col-span-2">
          <Step number={1} title="Choose a badge size and copy the HTML code">
            <fieldset>
              <legend className="font-semibold text-stone-900">Badge size</legend>
              <div className="mt-2 flex flex-wrap gap-3">
                {(Object.keys(AWARDS_PAGE_BADGE_SIZES) as BadgeSize[]).map((option) => (
                  <label
                    key={option}
                    className="inline-flex min-h-11 cursor-pointer items-center gap-2 rounded-lg border border-stone-300 px-4 has-[:checked]:border-orange-800 has-[:checked]:bg-orange-50"
                  >
                    <input
                      type="radio"
                      name="badge-size"
                      value={option}
                      checked={size === option}
                      onChange={() => setSize(option)}
                      className="accent-orange-800"
                    />
                    {SIZE_LABELS[option]} ({AWARDS_PAGE_BADGE_SIZES[option]} px)
                  </label>
                ))}
              </div>
            </fieldset>
            <label htmlFor={codeId} className="block font-semibold text-stone-900">
              HTML code
            </label>
            <textarea
              id={codeId}
              readOnly
              value={code}
              rows={4}
              onFocus={(event) => event.target.select()}
              className="w-full rounded-lg border border-stone-300 bg-stone-50 p-3 font-mono text-sm text-stone-900"
            />
            <CopyButton text={code} label="Copy HTML Code" />
          </Step>

          <Step number={2} title="Paste it into your website">
            <p>Put the code where the badge should appear. In most site builders, such as WordPress:</p>
            <BulletList
              items={[
                { text: 'open the page (or the footer widget) you want to edit;' },
                { text: 'switch the editor to its Text or HTML tab (or add a Custom HTML block);' },
                { text: 'paste the code;' },
                { text: 'save or update the page.' },
              ]}
            />
          </Step>

          <Step number={3} title="Or use the direct image link">
            <p>Prefer to add the image yourself? Link to the badge at this address:</p>
            <label htmlFor={linkId} className="sr-only">
              Direct image link
            </label>
            <input
              id={linkId}
              readOnly
              value={imageUrl}
              onFocus={(event) => event.target.select()}
              className="w-full rounded-lg border border-stone-300 bg-stone-50 p-3 font-mono text-sm text-stone-900"
            />
            <CopyButton text={imageUrl} label="Copy Image Link" />
          </Step>
        </div>

        <aside aria-label="Badge preview" className="h-fit rounded-2xl bg-orange-50 p-6 text-center lg:sticky lg:top-24">
          <p className="font-semibold text-stone-900">Preview</p>
          <img
            src={badgeImagePath(site.awardYear, pixels)}
            width={pixels}
            height={pixels}
            alt={`Best Consignment Store ${site.awardYear} badge, ${SIZE_LABELS[size].toLowerCase()}`}
            className="mx-auto mt-4"
          />
          <p className="mt-3 text-sm text-stone-700">
            {pixels} x {pixels} px
          </p>
        </aside>
      </div>

      <div className="mt-12 grid max-w-5xl gap-10 leading-relaxed text-stone-800 md:grid-cols-2">
        <PageSection id="awards-footer" title="In Your Website Footer">
          <p>
            A badge in the footer shows on every page: visitors see the award wherever they land, without it taking space from your content.
          </p>
        </PageSection>
        <PageSection id="awards-about" title="On Your About Us or Testimonials Page">
          <p>
            Next to your story or your customers’ words, the badge backs up what you say about your store with an award chosen from reviews.
          </p>
        </PageSection>
      </div>

      <p className="mt-12 max-w-3xl text-stone-800">
        Questions about the awards? Write to us at{' '}
        <a href={`mailto:${site.contactEmail}`} className="font-semibold text-orange-800 underline underline-offset-2">
          {site.contactEmail}
        </a>
        .
      </p>
    </PageContainer>
  );
}
