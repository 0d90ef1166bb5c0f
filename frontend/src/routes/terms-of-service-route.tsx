import { useSite } from '@/lib/site-context';
import { POLICIES_EFFECTIVE_DATE } from '@/config/site';
import { BulletList, PageSection, StaticPageLayout, TextLink } from '@/features/static-pages/components/static-page-layout';

export function TermsOfServiceRoute() {
  const site = useSite();
  return (
    <StaticPageLayout
      page="termsOfService"
      heading="Terms of Service"
      lead={
        <>
          These terms apply when you use {site.name}. They are short because the site is simple: a free directory of consignment stores and
          a few free tools, with no visitor accounts.
        </>
      }
      meta={`Effective ${POLICIES_EFFECTIVE_DATE}`}
    >
      <PageSection id="terms-using" title="Using the Directory">
        <p>
          Anyone may browse, search and use the tools on this site free of charge, without an account. By using the site you agree to these
          terms; if you do not agree, please do not use it.
        </p>
      </PageSection>

      <PageSection id="terms-listings" title="Store Information">
        <p>
          We work to keep listings accurate, but stores move, change their hours and close. Names, addresses, phone numbers, opening hours
          and descriptions may be incomplete or out of date, and opening hours in particular are a guide rather than a promise. Please check
          with a store before making a special trip. A listing is not an endorsement, and we are not part of any sale between you and a
          store.
        </p>
        <p>
          Store owners can ask us to correct or remove their listing through our <TextLink to="/contact">contact page</TextLink>.
        </p>
      </PageSection>

      <PageSection id="terms-awards" title="Awards and Badges">
        <p>
          A store we recognize may show our award badge on its own website using the code from our{' '}
          <TextLink to="/awards">awards page</TextLink>, as long as the badge is not altered and does not suggest an award the store has not
          received.
        </p>
      </PageSection>

      <PageSection id="terms-tools" title="Free Tools">
        <p>
          The profit calculator and the inventory spreadsheet give estimates and a starting point. They do not replace your consignment
          agreement or professional financial advice.
        </p>
      </PageSection>

      <PageSection id="terms-acceptable-use" title="Acceptable Use">
        <p>Please do not:</p>
        <BulletList
          items={[
            { text: 'disrupt the site or overload it with automated requests;' },
            { text: 'try to get into the admin area or any part of the site not meant for you;' },
            { text: 'republish substantial parts of the directory as your own.' },
          ]}
        />
      </PageSection>

      <PageSection id="terms-other-sites" title="Links to Other Sites">
        <p>
          Store websites, the map tile service and the maps service behind 'Get Directions' are run by others. We are not responsible for
          their content or practices.
        </p>
      </PageSection>

      <PageSection id="terms-warranty" title="No Warranty">
        <p>
          The site is provided as it is, without warranties of any kind. To the extent the law allows, we are not liable for losses that
          result from relying on the information here or from the site being unavailable.
        </p>
      </PageSection>

      <PageSection id="terms-changes" title="Changes to These Terms">
        <p>
          If these terms change, we will update this page and the effective date at the top. Using the site after a change means you accept
          the new terms.
        </p>
      </PageSection>

      <PageSection id="terms-contact" title="Contact">
        <p>
          Questions about these terms? Write to <TextLink to={`mailto:${site.contactEmail}`}>{site.contactEmail}</TextLink>. See also our{' '}
          <TextLink to="/privacy-policy">Privacy Policy</TextLink>.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
