import { serializeForScript } from '../contracts/site.contract';
import { renderHeadElements } from './render-head';

describe('the head as HTML', () => {
  it('escapes text and attribute values', () => {
    const html = renderHeadElements([
      { kind: 'title', text: 'A </title><script>' },
      { kind: 'meta', attribute: 'name', key: 'description', content: '"quoted" <b>' },
    ]);
    expect(html).toBe(
      '<title>A &lt;/title&gt;&lt;script&gt;</title>\n    <meta name="description" content="&quot;quoted&quot; &lt;b&gt;" data-page-head>',
    );
  });

  it('writes JSON that cannot end its script element and still reads back the same', () => {
    const value = { name: '</script><script>alert(1)</script><!-- \u2028 & \u2029' };
    const json = serializeForScript(value);
    expect(json).not.toMatch(/[<>\u2028\u2029]/);
    expect(JSON.parse(json)).toEqual(value);
  });
});
