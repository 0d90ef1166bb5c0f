import { HomeSection } from './home-section';

const STEPS = [
  {
    title: 'Search',
    text: 'Look up consignment stores by store name, city, state or ZIP code, or browse the directory state by state.',
  },
  {
    title: 'Compare',
    text: 'Compare what each store sells, from furniture and clothing to jewelry and antiques, along with its hours and location.',
  },
  {
    title: 'Visit',
    text: 'Get directions to the shop, find quality pre-owned pieces at a fraction of retail, or bring in items of your own to consign.',
  },
] as const;

/** 'How it works': Search, Compare, Visit. */
export function HowItWorks() {
  return (
    <HomeSection id="home-how-it-works" title="How it works" className="bg-white">
      <ol className="grid gap-6 md:grid-cols-3">
        {STEPS.map((step, index) => (
          <li key={step.title} className="rounded-2xl border border-stone-200 bg-stone-50 p-6 text-center sm:p-8">
            <span
              aria-hidden="true"
              className="mx-auto inline-flex size-12 items-center justify-center rounded-full bg-orange-800 text-lg font-bold text-white"
            >
              {index + 1}
            </span>
            <h3 className="mt-4 text-xl font-semibold text-stone-900">{step.title}</h3>
            <p className="mt-2 text-pretty text-stone-700">{step.text}</p>
          </li>
        ))}
      </ol>
    </HomeSection>
  );
}
