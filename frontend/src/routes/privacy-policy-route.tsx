import { useSite } from '@/lib/site-context';
import { POLICIES_EFFECTIVE_DATE } from '@/config/site';
import { BulletList, PageSection, StaticPageLayout, TextLink } from '@/features/static-pages/components/static-page-layout';

export function PrivacyPolicyRoute() {
  const site = useSite();
  return (
    <StaticPageLayout
      page="privacyPolicy"
      heading="Privacy Policy"
      lead={
        <>
          {site.name} is a public directory: you can use all of it without an account. We ask for an e-mail address only when you claim your
          store's listing, and you may leave one with a suggestion or a report. This page explains the little we receive and what happens to
          it.
        </>
      }
      meta={`Effective ${POLICIES_EFFECTIVE_DATE}`}
    >
      <PageSection id="privacy-server" title="What Our Server Records">
        <p>
          When your browser asks for a page, our server receives the usual technical details of that request: your IP address, the address
          you asked for, the time and your browser's name and version. We use them only to deliver the page, keep the site working and
          secure, and look into errors; when something goes wrong, the server records the error together with the address that was
          requested. Our hosting provider may keep similar logs for the same purposes.
        </p>
        <p>
          We keep these records only as long as they are useful for those purposes. We do not use them to build profiles of visitors, and we
          do not sell or share them.
        </p>
      </PageSection>

      <PageSection id="privacy-searches" title="Popular Searches">
        <p>
          City pages list searches that at least five different visitors made in the last 90 days. To count them we keep, for each search, a
          one-way code of its words and a one-way code of your IP address made with a key that is replaced every day, so that your address
          cannot be found again once the day is over. The words of a search are kept only once it is popular, and removed when it no longer
          is; codes older than 90 days are deleted every night.
        </p>
      </PageSection>

      <PageSection id="privacy-contributions" title="Suggestions, Reports and Claims">
        <p>
          When you suggest a store or report a problem with a listing, we keep what you wrote for the administrator who checks it, and the
          e-mail address you chose to leave, if any, to tell you the outcome. When you claim a listing, we keep your e-mail address to send
          you a one-time sign-in link and to show the administrator who keeps the listing; every change you make to it is recorded with your
          address, so that changes can be checked and undone. We never show these addresses on the site, add them to a mailing list, or
          share them. To have yours deleted, write to us.
        </p>
      </PageSection>

      <PageSection id="privacy-cookies" title="Cookies">
        <p>
          We set no cookies for visitors: no analytics, advertising or tracking cookies. The only cookies this site uses are session
          cookies: an administrator's, set when a site administrator signs in to the admin page, and a store owner's, set when an owner
          signs in with the link we e-mailed. They are sent only to this site, cannot be read by scripts, and end at sign-out or when the
          session expires.
        </p>
      </PageSection>

      <PageSection id="privacy-third-parties" title="Third-Party Services">
        <p>No analytics, advertising or social media scripts run on this site. Two features involve other services:</p>
        <BulletList
          items={[
            {
              term: 'The store map',
              text: 'map images are loaded by your browser directly from a public map tile service, which therefore receives your IP address and the part of the map you are viewing. Its own privacy policy applies.',
            },
            {
              term: 'Directions',
              text: "a store's 'Get Directions' link opens a maps service with the store's address. Once you follow it, that service's privacy policy applies.",
            },
          ]}
        />
        <p>Links to a store's own website or phone number take you straight to that store; we receive nothing from what you do there.</p>
      </PageSection>

      <PageSection id="privacy-email" title="If You E-mail Us">
        <p>
          We use your e-mail address and message only to answer you, and keep the conversation for as long as it is needed for that. We
          never add you to a mailing list. To have your correspondence deleted, just ask.
        </p>
      </PageSection>

      <PageSection id="privacy-children" title="Children">
        <p>
          The directory is meant for a general audience and for store owners. It does not knowingly collect personal information from
          children.
        </p>
      </PageSection>

      <PageSection id="privacy-changes" title="Changes to This Policy">
        <p>If we change how the site handles information, we will update this page and the effective date at the top.</p>
      </PageSection>

      <PageSection id="privacy-contact" title="Contact">
        <p>
          Questions about this policy? Write to <TextLink to={`mailto:${site.contactEmail}`}>{site.contactEmail}</TextLink> or see our{' '}
          <TextLink to="/contact">contact page</TextLink>.
        </p>
      </PageSection>
    </StaticPageLayout>
  );
}
