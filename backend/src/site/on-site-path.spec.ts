import { onSitePath } from './on-site-path';

describe('a redirect target', () => {
  it.each([
    ['//evil.example', '/evil.example'],
    ['/\\evil.example', '/evil.example'],
    ['\\\\evil.example/path', '/evil.example/path'],
    ['/ /\\/evil.example', '/evil.example'],
    ['\t//evil.example', '/evil.example'],
    ['https://evil.example', '/https://evil.example'],
  ])('keeps %j on the site as %j', (location, path) => {
    expect(onSitePath(location)).toBe(path);
    expect(new URL(onSitePath(location), 'https://directory.test').host).toBe('directory.test');
  });

  it('leaves an ordinary path as it is', () => {
    expect(onSitePath('/texas/austin')).toBe('/texas/austin');
    expect(onSitePath('/')).toBe('/');
  });
});
