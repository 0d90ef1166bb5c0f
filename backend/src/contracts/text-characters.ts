/**
 * The characters no text the site takes may hold, whatever the field: a form's, an address's
 * parameter, an import file's cell. One rule, checked before any other (the API's validation pipe,
 * the importer):
 * - control characters (Unicode's Cc) but tab and line breaks: NUL, which PostgreSQL's text cannot
 *   store; escape sequences that drive a terminal; the C1 controls that text misread from
 *   Windows-1252 brings;
 * - a lone surrogate: half of a UTF-16 pair, no character (JSON's `"\ud800"`), which no UTF-8 encodes;
 * - format characters (Unicode's Cf) and the line and paragraph separators: characters that change
 *   the direction of the text around them (U+202E turns "gnp.exe" into "exe.png") or show nothing
 *   (zero-width space, soft hyphen, byte order mark), so that a name would read otherwise than it is
 *   stored, in a page's title or an e-mail's subject. Two uses of them draw a picture and stay: the
 *   zero-width joiner between two emoji (👩‍🍳), and the tags after a black flag (a region's flag).
 */

export type UnfitKind = 'nul' | 'control' | 'surrogate' | 'direction' | 'invisible';

export interface UnfitCharacter {
  character: string;
  kind: UnfitKind;
  /** As `U+202E`. */
  codePoint: string;
}

/** Every character that may be unfit; `unfitAt` decides. */
const CANDIDATES = /[\p{Cc}\p{Cf}\p{Cs}\u2028\u2029]/gu;
const LINE_BREAKS_AND_TAB = new Set(['\t', '\n', '\r']);
const DIRECTION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
/** A zero-width joiner that joins two emoji (after a skin tone or an emoji presentation selector, too). */
const EMOJI_JOINER = /(?<=\p{Extended_Pictographic}[\uFE0F\p{Emoji_Modifier}]*)\u200D(?=\p{Extended_Pictographic})/uy;
/** A tag character of a region's flag: after the black flag and the tags before it. */
const FLAG_TAG = /(?<=\u{1F3F4}[\u{E0020}-\u{E007E}]*)[\u{E0020}-\u{E007F}]/uy;

/** A character as `U+001B`. */
export const codePointOf = (character: string): string => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

function kindOf(character: string): UnfitKind {
  if (character === '\0') return 'nul';
  if (/\p{Cc}/u.test(character)) return 'control';
  if (/\p{Cs}/u.test(character)) return 'surrogate';
  return DIRECTION.test(character) ? 'direction' : 'invisible';
}

/** Whether the candidate at `index` of `text` is one of the uses that stay. */
function allowedAt(text: string, index: number, character: string): boolean {
  if (LINE_BREAKS_AND_TAB.has(character)) return true;
  const code = character.codePointAt(0)!;
  const pattern = code === 0x200d ? EMOJI_JOINER : code >= 0xe0020 && code <= 0xe007f ? FLAG_TAG : null;
  if (!pattern) return false;
  pattern.lastIndex = index;
  return pattern.test(text);
}

/** The first character of `text` no text may hold, or null. */
export function unfitCharacter(text: string): UnfitCharacter | null {
  for (const match of text.matchAll(CANDIDATES)) {
    const character = match[0];
    if (!allowedAt(text, match.index, character)) return { character, kind: kindOf(character), codePoint: codePointOf(character) };
  }
  return null;
}

/** `text` with each character no text may hold replaced by `replace`'s. */
export function replaceUnfit(text: string, replace: (character: string) => string): string {
  return text.replace(CANDIDATES, (character: string, index: number) =>
    allowedAt(text, index, character) ? character : replace(character),
  );
}

/** What is wrong with `field`'s text, said as every message of the site says it, or null. */
export function unfitTextProblem(field: string, text: string): string | null {
  const found = unfitCharacter(text);
  if (!found) return null;
  switch (found.kind) {
    case 'nul':
      return `${field} must not contain a NUL character (U+0000)`;
    case 'control':
      return `${field} must not contain the control character ${found.codePoint}`;
    case 'surrogate':
      return `${field} must not contain a lone surrogate (${found.codePoint}), which is not a character`;
    case 'direction':
      return `${field} must not contain the direction-changing character ${found.codePoint}`;
    case 'invisible':
      return `${field} must not contain the invisible character ${found.codePoint}`;
  }
}
