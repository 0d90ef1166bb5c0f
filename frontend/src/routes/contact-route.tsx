import { Mail } from 'lucide-react';
import { useSite } from '@/lib/site-context';
import { buttonClassName } from '@/components/ui/button';
import { BulletList, PageSection, StaticPageLayout, TextLink } from '@/features/static-pages/components/static-page-layout';

export function ContactRoute() {
  const { contactEmail } = useSite();
  return (
    <StaticPageLayout
      page="contact"
      heading="Contact Us"
      lead="Questions about a listing, a store award or the directory itself? E-mail is the way to reach our team."
    >
      <section aria-labelledby="contact-email" className="rounded-2xl border border-orange-200 bg-white p-6 shadow-sm sm:p-8">
        <h2 id="contact-email" className="text-xl font-semibold tracking-tight text-stone-900">
          E-mail us
        </h2>
        <p className="mt-2 text-stone-700">We read every message and reply as soon as we can.</p>
        <a href={`mailto:${contactEmail}`} className={buttonClassName({ size: 'xl', className: 'mt-5 max-w-full' })}>
          <Mail className="size-5 shrink-0" />
          <span className="break-all">{contactEmail}</span>
        </a>
      </section>

      <PageSection id="contact-what-to-include" title="What to Include">
        <p>A few details help us answer you on the first try:</p>
        <BulletList
          items={[
            {
              term: 'Store owners',
              text: 'to add a store or correct one, send the store name, its city and state, and what should change (address, phone, hours, website or what it sells).',
            },
            {
              term: 'Award questions',
              text: (
                <>
                  name the store and, if you have it, the address of its page here. The <TextLink to="/awards">awards page</TextLink>{' '}
                  explains how to add a badge to your website.
                </>
              ),
            },
            {
              term: 'Something broken',
              text: 'tell us the address of the page and what you saw; a screenshot helps.',
            },
          ]}
        />
      </PageSection>

      <PageSection id="contact-privacy" title="Your Message and Your Privacy">
        <p>
          We use your e-mail address and message only to answer you. There is no contact form and no newsletter sign-up on this site; see
          our <TextLink to="/privacy-policy">Privacy Policy</TextLink> for the details.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
