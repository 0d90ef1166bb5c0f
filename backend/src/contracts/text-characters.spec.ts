import { replaceUnfit, unfitCharacter, unfitTextProblem } from './text-characters';

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
    ['a\u2028b', 'U+2028', 'invisible'],
    ['a\u200Db', 'U+200D', 'invisible'],
    ['\u{E0041}tag', 'U+E0041', 'invisible'],
  ])('finds the first in %j', (text, codePoint, kind) => {
    const found = unfitCharacter(text);
    expect(found).toMatchObject({ codePoint, kind });
    expect(found?.character.codePointAt(0)).toBe(Number.parseInt(codePoint.slice(2), 16));
  });

  it.each([
    'The Golden Bow Tie',
    'Ünïcödé – “quotes” ‘and’ — dashes',
    'line one\nline two\r\n\ttabbed',
    '𝕏𝕐ℤ 🚀 ﷽ 中文 עברית العربية',
    'Chef 👩‍🍳, family 👨‍👩‍👧 and 👍🏽',
    'A rainbow flag 🏳️‍🌈',
    'Scotland 🏴󠁧󠁢󠁳󠁣󠁴󠁿',
    'emoji presentation ❤️',
  ])('lets %j through', (text) => {
    expect(unfitCharacter(text)).toBeNull();
  });

  it('names the field, the character and what it is', () => {
    expect(unfitTextProblem('email', '\ud800@example.com')).toBe(
      'email must not contain a lone surrogate (U+D800), which is not a character',
    );
    expect(unfitTextProblem('businessName', 'Elmo\u202Es')).toBe('businessName must not contain the direction-changing character U+202E');
    expect(unfitTextProblem('note', 'a\u200Bb')).toBe('note must not contain the invisible character U+200B');
    expect(unfitTextProblem('city', 'Austin\u001b[31m')).toBe('city must not contain the control character U+001B');
    expect(unfitTextProblem('note', 'fine')).toBeNull();
  });

  it('replaces what it finds and leaves the pictures', () => {
    const escaped = replaceUnfit('a\u202Eb\u0000c 👩‍🍳', (character) => `\\u${character.codePointAt(0)!.toString(16).padStart(4, '0')}`);
    expect(escaped).toBe('a\\u202eb\\u0000c 👩‍🍳');
  });
});
