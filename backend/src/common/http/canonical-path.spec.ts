import { canonicalPath } from './canonical-path';

describe("a page's canonical path", () => {
  it.each([
    ['/texas/austin', '/texas/austin'],
    ['/', '/'],
    ['/texas/austin/', '/texas/austin'],
    ['//texas///austin//', '/texas/austin'],
    ['/./search', '/search'],
    ['/x/../search', '/search'],
    ['/%2e/search', '/search'],
    ['/x/%2E%2E/search', '/search'],
    ['/%73earch', '/search'],
    ['/texas/%61ustin', '/texas/austin'],
  ])('of %j is %j', (path, canonical) => {
    expect(canonicalPath(path)).toBe(canonical);
  });

  it('keeps what a slug cannot hold encoded, whatever case its hex digits were written in', () => {
    expect(canonicalPath('/%3F')).toBe('/%3F');
    expect(canonicalPath('/texas/%23x')).toBe('/texas/%23x');
    expect(canonicalPath('/..%2Fstores%2Fsearch%3fquery%3Dx')).toBe('/..%2Fstores%2Fsearch%3Fquery%3Dx');
    expect(canonicalPath('/caf%c3%a9')).toBe('/caf%C3%A9');
  });
});
