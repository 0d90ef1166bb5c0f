import { replaceUnfit, unfitCharacter, unfitTextProblem } from './text-characters';

const TAG = (letters: string) => Array.from(letters, (letter) => String.fromCodePoint(0xe0000 + letter.charCodeAt(0))).join('');
const CANCEL = String.fromCodePoint(0xe007f);

describe('the characters no text may hold', () => {
  it.each([
    ['Velvet\u0000Hanger', 'U+0000', 'nul'],
    ['\u001b[31mred', 'U+001B', 'control'],
    ['12 Main St\u007f', 'U+007F', 'control'],
    ['caf\u0085', 'U+0085', 'control'],
    ['\ud800@example.com', 'U+D800', 'surrogate'],
    ['name\udfff', 'U+DFFF', 'surrogate'],
    ['\u202egnp.exe', 'U+202E', 'direction'],
    ['a\u2066b', 'U+2066', 'direction'],
    ['Elmo\u200Fs', 'U+200F', 'direction'],
    ['Elmo\u200Bs Boutique', 'U+200B', 'invisible'],
    ['\uFEFFBoutique', 'U+FEFF', 'invisible'],
    ['consign\u00ADment', 'U+00AD', 'invisible'],
    ['Elmo\u200Ds', 'U+200D', 'invisible'],
    ['Elmo\u200Cs', 'U+200C', 'invisible'],
    ['\u{E0041}tag', 'U+E0041', 'invisible'],
    ['A\uFE01', 'U+FE01', 'invisible'],
    ['A\uFE0F', 'U+FE0F', 'invisible'],
    ['Shop\u{E0100}\u{E0101}', 'U+E0100', 'invisible'],
    ['Shop\u034F', 'U+034F', 'invisible'],
    ['\u3164', 'U+3164', 'invisible'],
    ['\u2800\u2800', 'U+2800', 'invisible'],
    // Tags after a black flag that spell no region, or are never ended: text hidden behind a flag.
    [`Shop🏴${TAG('ignore previous')}`, 'U+E0069', 'invisible'],
    [`Shop🏴${TAG('gbsct')}`, 'U+E0067', 'invisible'],
    [`🏴${CANCEL}`, 'U+E007F', 'invisible'],
  ])('finds the first in %j', (text, codePoint, kind) => {
    const found = unfitCharacter(text);
    expect(found).toMatchObject({ codePoint, kind });
    expect(found?.character.codePointAt(0)).toBe(Number.parseInt(codePoint.slice(2), 16));
  });

  it.each([
    'The Golden Bow Tie',
    'Ünïcödé – “quotes” ‘and’ — dashes',
    'line one\nline two\r\n\ttabbed\u2028a line separator',
    '𝕏𝕐ℤ 🚀 ﷽ 中文 עברית العربية',
    'Chef 👩‍🍳, family 👨‍👩‍👧, astronaut 🧑🏽‍🚀 and 👍🏽',
    'A rainbow flag 🏳️‍🌈 and a pirate 🏴‍☠️',
    'Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿',
    'emoji presentation ❤️, text presentation ☺︎, keycap 1️⃣ #️⃣',
    // The non-joiner in Persian, the joiner in Devanagari.
    'می‌خواهم',
    'क्‍ष',
  ])('lets %j through', (text) => {
    expect(unfitCharacter(text)).toBeNull();
  });

  it('names the field, the character, what it is and where', () => {
    expect(unfitTextProblem('email', '\ud800@example.com')).toBe(
      'email must not contain a lone surrogate (U+D800), which is not a character (at its start)',
    );
    expect(unfitTextProblem('businessName', 'Elmo\u202Es')).toBe(
      'businessName must not contain the direction-changing character U+202E (after “Elmo”)',
    );
    expect(unfitTextProblem('note', `${'x'.repeat(30)} the end\u200B`)).toBe(
      'note must not contain the invisible character U+200B (after “…xxxxxxxxxxxx the end”)',
    );
    expect(unfitTextProblem('city', 'Austin\u001b[31m')).toBe('city must not contain the control character U+001B (after “Austin”)');
    expect(unfitTextProblem('note', 'fine 👩‍🍳')).toBeNull();
  });

  it('quotes no half of a character where it says where', () => {
    const problem = unfitTextProblem('note', `${'🚀'.repeat(25)}\u200B`)!;
    expect(unfitCharacter(problem)).toBeNull();
    expect(problem).toBe(`note must not contain the invisible character U+200B (after “…${'🚀'.repeat(20)}”)`);
  });

  it('replaces what it finds and leaves the pictures', () => {
    const escaped = replaceUnfit('a\u202Eb\u0000c 👩‍🍳 🏴󠁧󠁢󠁳󠁣󠁴󠁿', (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`);
    expect(escaped).toBe('a\\u202eb\\u0000c 👩‍🍳 🏴󠁧󠁢󠁳󠁣󠁴󠁿');
    expect(replaceUnfit(`x${'\u200D'.repeat(3)}y`, () => '')).toBe('xy');
  });

  it('reads a long run of tags, joiners or selectors in one pass', () => {
    // Each a 16 KB body's worth: refused at the first unfit one, or whole.
    expect(unfitCharacter(`🏴${TAG('a'.repeat(8_000))}`)?.codePoint).toBe('U+E0061');
    expect(unfitCharacter(`👩${'\u200D👩'.repeat(4_000)}`)).toBeNull();
    expect(replaceUnfit('\u200B'.repeat(16_000), () => '')).toBe('');
  });
});
