import { INVENTORY_TRACKER_DOWNLOADS, INVENTORY_TRACKER_VERSION } from '@contracts/tools.contract';
import { Download, FileSpreadsheet, FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { buttonClassName } from '@/components/ui/button';
import { PageContainer } from '@/components/ui/page-container';
import { BulletList, PageSection } from '@/features/static-pages/components/static-page-layout';
import { useInventoryTrackerInfo } from '@/features/tools/api/get-inventory-tracker';
import { AllToolsButton, ToolPageHeader } from '@/features/tools/components/tool-page-header';

/** '14.2 KB' */
function formatSize(bytes: number | undefined): string | null {
  if (bytes === undefined) return null;
  return bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function DownloadButton({ href, icon, label, size }: { href: string; icon: ReactNode; label: string; size: string | null }) {
  return (
    // A plain link: the browser fetches the file and saves it (spec: the button navigates to the file).
    <a href={href} download className={buttonClassName({ size: 'xl', className: 'gap-3' })}>
      {icon}
      <span>
        {label}
        {size && <span className="block text-sm font-normal text-orange-50">{size}</span>}
      </span>
      <Download className="size-4" aria-hidden="true" />
    </a>
  );
}

const PREVIEW_ROWS = [
  ['INV-0001', 'Mid-century walnut side table', 'Furniture', '$240.00', '$220.00', 'Sold', '$132.00'],
  ['INV-0002', 'Wool peacoat, size M', 'Clothing', '$85.00', '', 'On Display', ''],
  ['INV-0003', 'Sterling silver charm bracelet', 'Jewelry', '$120.00', '', 'New', ''],
];
const PREVIEW_HEADERS = ['Item ID', 'Item Name', 'Category', 'Price', 'Sale Price', 'Status', 'Consigner Payout'];

const FEATURES = [
  { title: 'Ten ready columns', text: 'Item ID, name, category, brand, consigner, price, sale price, date received, status and notes.' },
  { title: 'Formulas included', text: 'Store commission, consigner payout and days in inventory work themselves out.' },
  { title: 'Status drop-down', text: 'New, On Display, Sold, Returned to Consignor or Available, one click away.' },
  { title: 'Works everywhere', text: 'Excel, Google Sheets, LibreOffice and Numbers open it; the CSV goes anywhere.' },
];

const FAQ = [
  {
    question: 'Is the spreadsheet really free?',
    answer: 'Yes. Download it, use it and share it: no sign-up, no trial, no watermark.',
  },
  {
    question: 'Which file should I choose?',
    answer:
      'The Excel file has the formulas, formats and status list. The CSV has the same columns as plain text, for any program or for importing into a point-of-sale system.',
  },
  {
    question: 'Can a consignment shop use it for many consigners?',
    answer: 'Yes: the Consigner Name column lets you filter each consigner’s items and add up what they are owed.',
  },
];

/** `/tools/inventory-tracker`: the free inventory spreadsheet, as Excel or CSV (spec). */
export function InventoryTrackerRoute() {
  const info = useInventoryTrackerInfo();
  return (
    <PageContainer>
      <ToolPageHeader
        page="inventoryTracker"
        heading="Free Consignment Inventory Tracker"
        lead="Keep every consigned item in one spreadsheet: what it is, who it belongs to, its price and status, and what it paid out."
      />

      <div className="mt-8 flex flex-wrap items-center gap-4">
        <DownloadButton
          href={INVENTORY_TRACKER_DOWNLOADS.xlsx}
          icon={<FileSpreadsheet className="size-6" aria-hidden="true" />}
          label="Download Excel (.xlsx)"
          size={formatSize(info.data?.xlsxBytes)}
        />
        <DownloadButton
          href={INVENTORY_TRACKER_DOWNLOADS.csv}
          icon={<FileText className="size-6" aria-hidden="true" />}
          label="Download CSV (.csv)"
          size={formatSize(info.data?.csvBytes)}
        />
        <p className="text-sm text-stone-600">Version {info.data?.version ?? INVENTORY_TRACKER_VERSION} · free, no sign-up</p>
      </div>

      {/* Scrolls sideways on phones: focusable, so the keyboard can scroll it too. */}
      <figure
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex -- a region that scrolls must take the focus (axe: scrollable-region-focusable)
        tabIndex={0}
        aria-labelledby="tracker-preview-caption"
        className="mt-10 overflow-x-auto rounded-2xl border border-stone-200 bg-white p-4 shadow-sm"
      >
        <table className="w-full min-w-[40rem] text-left text-sm">
          <thead>
            <tr className="bg-orange-800 text-white">
              {PREVIEW_HEADERS.map((header) => (
                <th key={header} scope="col" className="px-3 py-2 font-semibold">
                  {header}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {PREVIEW_ROWS.map((row) => (
              <tr key={row[0]} className="border-b border-stone-200">
                {row.map((cell, index) => (
                  <td key={`${row[0]}-${index}`} className="px-3 py-2 text-stone-800">
                    {cell}
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
        <figcaption id="tracker-preview-caption" className="mt-3 text-sm text-stone-600">
          Preview: the Inventory sheet with its example items.
        </figcaption>
      </figure>

      <div className="mt-12 grid gap-12 leading-relaxed text-stone-800 lg:grid-cols-2">
        <PageSection id="tracker-how" title="How to Use It">
          <BulletList
            items={[
              { text: 'Download the Excel file and open it in Excel, Google Sheets, LibreOffice or Numbers.' },
              { text: 'Replace the three example rows with your items, one row each, with an Item ID you also put on the tag.' },
              { text: 'Enter the price, the date you brought it in and the store’s commission rate.' },
              { text: 'Set the Status as things change; when an item sells, add its sale price and date.' },
            ]}
          />
        </PageSection>
        <PageSection id="tracker-best-practices" title="Best Practices">
          <BulletList
            items={[
              { text: 'Update the sheet the day you drop items off or hear of a sale.' },
              { text: 'Check Days in Inventory weekly: items near the end of the consignment period need a decision.' },
              { text: 'Write markdowns in Notes to learn what sells at which price.' },
            ]}
          />
        </PageSection>
      </div>

      <section aria-labelledby="tracker-features" className="mt-12">
        <h2 id="tracker-features" className="text-2xl font-semibold tracking-tight text-stone-900">
          What’s Inside
        </h2>
        <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
          {FEATURES.map((feature) => (
            <li key={feature.title} className="rounded-2xl bg-orange-50 p-5">
              <h3 className="font-semibold text-stone-900">{feature.title}</h3>
              <p className="mt-2 text-stone-700">{feature.text}</p>
            </li>
          ))}
        </ul>
      </section>

      <div className="mt-12 max-w-3xl leading-relaxed text-stone-800">
        <PageSection id="tracker-benefits" title="Why Track Your Consignments">
          <p>
            Consigned items sit in stores for weeks and sell at different prices. A list of what is where, since when and at what price
            means nothing is forgotten when the consignment period ends, and every payout can be checked against the store’s statement.
          </p>
        </PageSection>
      </div>

      <section aria-labelledby="tracker-faq" className="mt-12 max-w-3xl">
        <h2 id="tracker-faq" className="text-2xl font-semibold tracking-tight text-stone-900">
          Frequently Asked Questions
        </h2>
        <div className="mt-4 divide-y divide-stone-200 rounded-2xl border border-stone-200 bg-white">
          {FAQ.map((entry) => (
            <details key={entry.question} className="group p-5">
              <summary className="cursor-pointer font-semibold text-stone-900">{entry.question}</summary>
              <p className="mt-3 text-stone-700">{entry.answer}</p>
            </details>
          ))}
        </div>
      </section>

      <div className="mt-10">
        <AllToolsButton />
      </div>
    </PageContainer>
  );
}
