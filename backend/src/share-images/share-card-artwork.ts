import { readFileSync } from 'node:fs';
import { Resvg } from '@resvg/resvg-js';
import satori, { type SatoriOptions } from 'satori';
import { SHARE_IMAGE_HEIGHT, SHARE_IMAGE_WIDTH, type ShareCard } from '../contracts/share-image.contract';
import { storePictureHeight, storeProducts, type PicturedStore } from '../contracts/store-picture.contract';

/**
 * The card's font travels with the app (@fontsource/inter's WOFF files: satori reads TTF, OTF and
 * WOFF, not WOFF2), read once when the module loads. Latin and Latin Extended cover the directory's
 * names ("Café", "Łódź"): as two families, since satori looks for a missing glyph in the next family
 * named, not in another file of the same one.
 */
const SUBSETS = { latin: 'Inter', 'latin-ext': 'Inter Latin Extended' };
const FONT_FAMILY = Object.values(SUBSETS).join(', ');
const fontFile = (subset: string, weight: number) =>
  readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`));
const FONTS: SatoriOptions['fonts'] = Object.entries(SUBSETS).flatMap(([subset, name]) =>
  ([700, 500] as const).map((weight) => ({ name, data: fontFile(subset, weight), weight, style: 'normal' as const })),
);

/**
 * The site's palette (frontend/src/index.css and the brand mark use Tailwind's stone and orange),
 * as hex: Tailwind 4 defines them in oklch, which satori does not read.
 */
const COLORS = {
  page: '#fafaf9', // stone-50
  ink: '#1c1917', // stone-900
  muted: '#57534d', // stone-600
  rule: '#e7e5e4', // stone-200
  brand: '#9f2d00', // orange-800, the brand mark's square
  tint: '#ffedd4', // orange-100
};

type IconShape = { type: string } & Record<string, string>;

/** lucide's `tag` (the brand mark's icon) and `map-pin` (the site's place marker), as the app draws them. */
const TAG_ICON: IconShape[] = [
  {
    type: 'path',
    d: 'M12.586 2.586A2 2 0 0 0 11.172 2H4a2 2 0 0 0-2 2v7.172a2 2 0 0 0 .586 1.414l8.704 8.704a2.426 2.426 0 0 0 3.42 0l6.58-6.58a2.426 2.426 0 0 0 0-3.42z',
  },
  { type: 'circle', cx: '7.5', cy: '7.5', r: '.5', fill: 'currentColor' },
];
const MAP_PIN_ICON: IconShape[] = [
  { type: 'path', d: 'M20 10c0 4.993-5.539 10.193-7.399 11.799a1 1 0 0 1-1.202 0C9.539 20.193 4 14.993 4 10a8 8 0 0 1 16 0' },
  { type: 'circle', cx: '12', cy: '10', r: '3' },
];

/** An element of satori's tree: what React's `createElement` would make, without React. */
interface Node {
  type: string;
  props: Record<string, unknown> & { style?: Record<string, unknown>; children?: Node | string | Array<Node | string> };
}

const element = (type: string, style: Record<string, unknown>, children?: Node['props']['children']): Node => ({
  type,
  props: { style: { display: 'flex', ...style }, children },
});

function icon(shapes: IconShape[], size: number, color: string): Node {
  return {
    type: 'svg',
    props: {
      width: size,
      height: size,
      viewBox: '0 0 24 24',
      fill: 'none',
      stroke: color,
      strokeWidth: 2,
      strokeLinecap: 'round',
      strokeLinejoin: 'round',
      color,
      children: shapes.map(({ type, ...props }) => ({ type, props })),
    },
  };
}

const MARGIN = 72;

/** Titles up to this many characters fit three lines at the smallest size; longer ones end in an ellipsis. */
const FITTING_LENGTH = 72;

/**
 * The title's size by its length, so a short name is large and a long one still fits in three
 * lines of the card's 1,056-pixel measure (Inter's bold letters average about 0.56 em); past
 * that, the third line ends in an ellipsis.
 */
export function titleFontSize(title: string): number {
  const length = [...title].length;
  if (length <= 24) return 84;
  if (length <= 44) return 72;
  if (length <= FITTING_LENGTH) return 60;
  return 50;
}

/**
 * Lines of even length ("Find Consignment / Stores Near Me", not a last word alone), for titles that
 * fit: satori balances the whole text before it clamps, which would cut a longer title short.
 */
const titleWrap = (title: string) => ([...title].length <= FITTING_LENGTH ? 'balance' : 'wrap');

/** The card as satori's element tree: the brand above, the page's name and place, the site's address below. */
export function shareCardTree(card: ShareCard, site: { name: string; host: string }): Node {
  const fontSize = titleFontSize(card.title);
  return element(
    'div',
    {
      width: SHARE_IMAGE_WIDTH,
      height: SHARE_IMAGE_HEIGHT,
      flexDirection: 'column',
      backgroundColor: COLORS.page,
      fontFamily: FONT_FAMILY,
      color: COLORS.ink,
    },
    [
      // The brand's colour along the top edge.
      element('div', { height: 16, backgroundColor: COLORS.brand }),
      element('div', { flexGrow: 1, flexDirection: 'column', padding: `48px ${MARGIN}px 0` }, [
        element('div', { alignItems: 'center' }, [
          element(
            'div',
            { width: 72, height: 72, borderRadius: 16, backgroundColor: COLORS.brand, alignItems: 'center', justifyContent: 'center' },
            [icon(TAG_ICON, 40, '#ffffff')],
          ),
          element('div', { marginLeft: 24, fontSize: 36, fontWeight: 700, letterSpacing: '-0.01em' }, site.name),
        ]),
        element('div', { flexGrow: 1, flexDirection: 'column', justifyContent: 'center' }, [
          element(
            'div',
            {
              display: 'block',
              fontSize,
              fontWeight: 700,
              lineHeight: 1.12,
              letterSpacing: '-0.02em',
              lineClamp: 3,
              overflow: 'hidden',
              wordBreak: 'break-word',
              textWrap: titleWrap(card.title),
            },
            card.title,
          ),
          ...(card.place
            ? [
                element('div', { alignItems: 'center', marginTop: 28, color: COLORS.brand }, [
                  icon(MAP_PIN_ICON, 44, COLORS.brand),
                  element('div', { marginLeft: 14, fontSize: 40, fontWeight: 500, color: COLORS.muted }, card.place),
                ]),
              ]
            : []),
        ]),
      ]),
      // The site's own address, where the brand's name leads.
      element(
        'div',
        {
          height: 88,
          padding: `0 ${MARGIN}px`,
          alignItems: 'center',
          borderTop: `2px solid ${COLORS.rule}`,
          backgroundColor: COLORS.tint,
          fontSize: 30,
          fontWeight: 700,
          color: COLORS.brand,
        },
        site.host,
      ),
    ],
  );
}

/** The card as a PNG of 1200 × 630: satori lays it out as SVG (text as paths), resvg draws it. */
export async function shareCardPng(card: ShareCard, site: { name: string; host: string }): Promise<Buffer> {
  const svg = await satori(shareCardTree(card, site) as unknown as Parameters<typeof satori>[0], {
    width: SHARE_IMAGE_WIDTH,
    height: SHARE_IMAGE_HEIGHT,
    fonts: FONTS,
  });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}

/**
 * A store's drawn picture, 4:3 at `width`: its name and city on the site's tint, what it sells below,
 * all within the middle band that a wide crop (the store page's hero, 3:1) keeps; sized by the width.
 */
export function storePictureTree(store: PicturedStore, width: number): Node {
  const unit = width / 480;
  const products = storeProducts(store);
  return element(
    'div',
    {
      width,
      height: storePictureHeight(width),
      flexDirection: 'column',
      alignItems: 'center',
      justifyContent: 'center',
      backgroundColor: COLORS.tint,
      fontFamily: FONT_FAMILY,
      color: COLORS.ink,
    },
    [
      element(
        'div',
        {
          width: 44 * unit,
          height: 44 * unit,
          borderRadius: 10 * unit,
          backgroundColor: COLORS.brand,
          alignItems: 'center',
          justifyContent: 'center',
        },
        [icon(TAG_ICON, 26 * unit, '#ffffff')],
      ),
      element(
        'div',
        {
          display: 'block',
          width: 416 * unit,
          marginTop: 12 * unit,
          fontSize: 30 * unit,
          fontWeight: 700,
          lineHeight: 1.15,
          letterSpacing: '-0.02em',
          textAlign: 'center',
          lineClamp: 2,
          overflow: 'hidden',
          wordBreak: 'break-word',
        },
        store.businessName,
      ),
      element('div', { alignItems: 'center', marginTop: 8 * unit, color: COLORS.muted, fontSize: 18 * unit, fontWeight: 500 }, [
        icon(MAP_PIN_ICON, 20 * unit, COLORS.brand),
        element('div', { marginLeft: 6 * unit }, `${store.city}, ${store.stateAbbreviation}`),
      ]),
      ...(products.length > 0
        ? [element('div', { marginTop: 8 * unit, fontSize: 16 * unit, fontWeight: 500, color: COLORS.brand }, products.join(' · '))]
        : []),
    ],
  );
}

/** A store's drawn picture as a PNG (see `storePictureTree`). */
export async function storePicturePng(store: PicturedStore, width: number): Promise<Buffer> {
  const svg = await satori(storePictureTree(store, width) as unknown as Parameters<typeof satori>[0], {
    width,
    height: storePictureHeight(width),
    fonts: FONTS,
  });
  return new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } }).render().asPng();
}
