/**
 * The characters no text the site takes may hold, whatever the field: a form's, an address's
 * parameter, an import file's cell. One rule, checked before any other (the API's validation pipe,
 * the importer):
 * - control characters (Unicode's Cc) but tab and line breaks: NUL, which PostgreSQL's text cannot
 *   store; escape sequences that drive a terminal; the C1 controls that text misread from
 *   Windows-1252 brings;
 * - a lone surrogate: half of a UTF-16 pair, no character (JSON's `"\ud800"`), which no UTF-8 encodes;
 * - characters that change the direction of the text around them (U+202E turns "gnp.exe" into
 *   "exe.png"), and those that show nothing: Unicode's format characters (Cf: zero-width space, soft
 *   hyphen, byte order mark...), the blanks that pass for letters
 *   (Hangul fillers, the blank braille pattern) and the invisible marks (variation selectors, the
 *   grapheme joiner), with which a name would read otherwise than it is stored, in a page's title or
 *   an e-mail's subject, or carry hidden text.
 * Some draw what people write, and stay: the zero-width joiner between two emoji (👩‍🍳) and a
 * presentation selector after one (❤️, 1️⃣); a region's flag (🏴 and its tags, ended by the cancel
 * tag); the zero-width joiner and non-joiner between two letters of the scripts that need them
 * (Arabic, Persian, the Indic scripts).
 * Read in one pass: the cost is the text's length, however it is made.
 */

export type UnfitKind = 'nul' | 'control' | 'surrogate' | 'direction' | 'invisible';

export interface UnfitCharacter {
  character: string;
  kind: UnfitKind;
  /** As `U+202E`. */
  codePoint: string;
  /** Where it is, in UTF-16 units. */
  index: number;
}

/** Every character that may be unfit; `allowedBetween` decides the joiners and selectors. */
// eslint-disable-next-line no-misleading-character-class -- each invisible mark is listed as a character of its own
const CANDIDATE = /[\p{Cc}\p{Cf}\p{Cs}\u034F\u115F\u1160\u180B-\u180F\u2800\u3164\uFE00-\uFE0F\uFFA0\u{E0100}-\u{E01EF}]/u;
const LINE_BREAKS_AND_TAB = new Set(['\t', '\n', '\r']);
const DIRECTION = /[\u061C\u200E\u200F\u202A-\u202E\u2066-\u2069]/u;
const PICTOGRAPH = /\p{Extended_Pictographic}/u;
/** What a presentation selector may follow: an emoji, digits and # and * too (keycaps: 1️⃣). */
const EMOJI = /\p{Emoji}/u;
/** What may stand between an emoji and a joiner: a skin tone, or a presentation selector. */
// eslint-disable-next-line no-misleading-character-class -- the selectors are listed as characters of their own
const EMOJI_TRAILER = /[\u{1F3FB}-\u{1F3FF}\uFE0E\uFE0F]/u;
/** Letters and marks of the scripts whose writing needs the zero-width (non-)joiner. */
const JOINING_SCRIPT =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Khmer}\p{Script=Myanmar}]/u;
const BLACK_FLAG = 0x1f3f4;
const CANCEL_TAG = 0xe007f;
/** The tags that spell a region in a flag: digits and small letters. */
const isRegionTag = (code: number) => (code >= 0xe0030 && code <= 0xe0039) || (code >= 0xe0061 && code <= 0xe007a);

/** A character as `U+001B`. */
export const codePointOf = (character: string): string => `U+${character.codePointAt(0)!.toString(16).toUpperCase().padStart(4, '0')}`;

function kindOf(character: string): UnfitKind {
  if (character === '\0') return 'nul';
  if (/\p{Cc}/u.test(character)) return 'control';
  if (/\p{Cs}/u.test(character)) return 'surrogate';
  return DIRECTION.test(character) ? 'direction' : 'invisible';
}

/** The characters of `text` (code points, a lone surrogate as itself), each with where it starts. */
function charactersOf(text: string): Array<{ character: string; index: number }> {
  const characters: Array<{ character: string; index: number }> = [];
  let index = 0;
  for (const character of text) {
    characters.push({ character, index });
    index += character.length;
  }
  return characters;
}

/** Each character of `text` no text may hold, in order. */
function* unfitCharacters(text: string): Generator<UnfitCharacter> {
  if (!CANDIDATE.test(text)) return;
  const characters = charactersOf(text);
  // The last character that was not an emoji's skin tone or presentation selector.
  let base = '';
  for (let at = 0; at < characters.length; at += 1) {
    const { character, index } = characters[at]!;
    const code = character.codePointAt(0)!;
    if (code === BLACK_FLAG) {
      // A region's flag: the black flag, region tags, the cancel tag. Taken whole, or its first tag is unfit.
      let end = at + 1;
      while (end < characters.length && isRegionTag(characters[end]!.character.codePointAt(0)!)) end += 1;
      if (end > at + 1 && characters[end]?.character.codePointAt(0) === CANCEL_TAG) at = end;
      base = character;
      continue;
    }
    if (
      !CANDIDATE.test(character) ||
      LINE_BREAKS_AND_TAB.has(character) ||
      allowedBetween(character, base, characters[at + 1]?.character)
    ) {
      if (!EMOJI_TRAILER.test(character)) base = character;
      continue;
    }
    yield { character, kind: kindOf(character), codePoint: codePointOf(character), index };
    base = character;
  }
}

/** Whether a joiner or selector draws something where it stands: after `before`, ahead of `after`. */
function allowedBetween(character: string, before: string, after: string | undefined): boolean {
  if (character === '\uFE0F' || character === '\uFE0E') return EMOJI.test(before);
  if (character !== '\u200D' && character !== '\u200C') return false;
  if (after === undefined) return false;
  if (character === '\u200D' && PICTOGRAPH.test(before) && PICTOGRAPH.test(after)) return true;
  return JOINING_SCRIPT.test(before) && JOINING_SCRIPT.test(after);
}

/** The first character of `text` no text may hold, or null. */
export function unfitCharacter(text: string): UnfitCharacter | null {
  for (const found of unfitCharacters(text)) return found;
  return null;
}

/** `text` with each character no text may hold replaced by `replace`'s. */
export function replaceUnfit(text: string, replace: (character: string) => string): string {
  let replaced = '';
  let from = 0;
  for (const { character, index } of unfitCharacters(text)) {
    replaced += text.slice(from, index) + replace(character);
    from = index + character.length;
  }
  return replaced + text.slice(from);
}

/** Up to this many characters before an unfit one say where it is. */
const CONTEXT_LENGTH = 20;

/** What is wrong with `field`'s text, said as every message of the site says it, with where, or null. */
export function unfitTextProblem(field: string, text: string): string | null {
  const found = unfitCharacter(text);
  if (!found) return null;
  const what = {
    nul: 'a NUL character (U+0000)',
    control: `the control character ${found.codePoint}`,
    surrogate: `a lone surrogate (${found.codePoint}), which is not a character`,
    direction: `the direction-changing character ${found.codePoint}`,
    invisible: `the invisible character ${found.codePoint}`,
  }[found.kind];
  const preceding = Array.from(text.slice(0, found.index));
  const before = preceding.slice(-CONTEXT_LENGTH).join('').trimStart();
  const where = preceding.length === 0 ? ' (at its start)' : ` (after “${preceding.length > CONTEXT_LENGTH ? '…' : ''}${before}”)`;
  return `${field} must not contain ${what}${where}`;
}
