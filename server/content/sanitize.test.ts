import { describe, expect, it } from 'vitest';
import { sanitizeRichHtml } from './sanitize';

const IMAGE = '/media/uploads/0b4f6a7e-5a1b-4c1e-9d2e-3f4a5b6c7d8e-1600x900-aabbcc.jpg';

describe('the rich text sanitizer', () => {
  it('keeps everything the editor writes, as it wrote it', () => {
    const html =
      '<h2>Patch</h2><p><strong>b</strong> <em>i</em> <s>s</s> <u>u</u> <code>c</code><br />next</p>' +
      '<ol start="3"><li>one</li></ol><ul><li><span data-patch="buff">Buff</span> HP</li></ul>' +
      '<blockquote><p>q</p></blockquote><hr /><pre><code>a &lt; b</code></pre>' +
      '<table><colgroup><col /></colgroup><thead><tr><th colspan="2">h</th></tr></thead>' +
      '<tbody><tr><td rowspan="1" colwidth="120,80">d</td></tr></tbody></table>' +
      `<p><img src="${IMAGE}" alt="A map" title="Map" width="800" height="450" /></p>` +
      '<video src="/media/uploads/clip.mp4" poster="/media/uploads/clip.jpg" width="640" controls=""></video>';
    expect(sanitizeRichHtml(html)).toBe(html);
  });

  it('removes scripts, handlers, styles, frames and plug-ins', () => {
    const out = sanitizeRichHtml(
      '<p onclick="x()" style="color:red" class="c" id="i">a<script>alert(1)</script>' +
        '<iframe src="https://evil.example"></iframe><svg onload="x()"><script>y()</script></svg>' +
        '<math><mi>m</mi></math><object data="x">o</object><embed src="x"><style>p{}</style>b</p>',
    );
    expect(out).toBe('<p>ab</p>');
  });

  it('keeps only http(s), mailto and single-slash site links, and forces rel on other sites and new tabs', () => {
    const links = [
      '<a href="javascript:alert(1)">1</a>',
      '<a href="JaVaScRiPt&#58;alert(1)">2</a>',
      '<a href="&#x6A;avascript:alert(1)">3</a>',
      '<a href="java\tscript:alert(1)">4</a>',
      '<a href="data:text/html,&lt;script&gt;">5</a>',
      '<a href="vbscript:x">6</a>',
      '<a href="//evil.example">7</a>',
      '<a href="/\\evil.example">8</a>',
      '<a href="relative">9</a>',
    ];
    expect(sanitizeRichHtml(`<p>${links.join('')}</p>`)).toBe('<p>123456789</p>');
    expect(sanitizeRichHtml('<p><a href="https://x.example" rel="opener" target="_top">x</a></p>')).toBe(
      '<p><a href="https://x.example" rel="noopener noreferrer nofollow">x</a></p>',
    );
    expect(
      sanitizeRichHtml('<p><a href="/dev-diary" target="_blank">d</a> <a href="mailto:a@b.c">m</a></p>'),
    ).toBe(
      '<p><a href="/dev-diary" target="_blank" rel="noopener noreferrer nofollow">d</a> <a href="mailto:a@b.c">m</a></p>',
    );
  });

  it('keeps only the site’s own media, and always shows the controls of a video', () => {
    expect(
      sanitizeRichHtml(
        '<p><img src="https://evil/x.png" alt="a"><img src="x" onerror="alert(1)" alt="b">' +
          '<img src="data:image/png;base64,AAAA" alt="c"><img src="/media/../api/x" alt="d"></p>',
      ),
    ).toBe('<p></p>');
    expect(sanitizeRichHtml('<video src="https://evil/v.mp4">t</video><p>k</p>')).toBe('<p>k</p>');
    expect(
      sanitizeRichHtml('<video src="/media/uploads/v.mp4" poster="javascript:x" autoplay muted></video>'),
    ).toBe('<video src="/media/uploads/v.mp4" controls=""></video>');
  });

  it('unwraps spans other than the three patch badges, keeping their text and the markup around them', () => {
    expect(
      sanitizeRichHtml(
        '<p><span class="x">a</span> <span data-patch="evil">b</span> <span data-patch="nerf">Nerf</span> <a href="/x">c</a></p>',
      ),
    ).toBe('<p>a b <span data-patch="nerf">Nerf</span> <a href="/x">c</a></p>');
  });

  it('drops a numeric attribute that is not a number', () => {
    expect(
      sanitizeRichHtml(
        '<ol start="1;x"><li>a</li></ol><table><tbody><tr><td colspan="x">c</td></tr></tbody></table>',
      ),
    ).toBe('<ol><li>a</li></ol><table><tbody><tr><td>c</td></tr></tbody></table>');
  });

  it('gives the same HTML when run on its own output', () => {
    const once = sanitizeRichHtml(
      `<p>it's "q" &amp; &lt;tag&gt; &nbsp;é <img src="${IMAGE}" alt="A &quot;b&quot;"></p>`,
    );
    expect(sanitizeRichHtml(once)).toBe(once);
  });
});
