import { describe, expect, it } from 'vitest';
import { publicRichHtml, textOf } from './rich-text';

const UPLOAD = '/media/uploads/0b4f6a7e-5a1b-4c1e-9d2e-3f4a5b6c7d8e-1600x900-aabbcc.jpg';

describe('the text of a rich text', () => {
  it('keeps paragraphs apart, list items on their own lines and decodes entities', () => {
    expect(
      textOf(
        '<h2>Patch &amp; notes</h2><p>One<br />two &lt;3 &quot;q&quot; &#39;a&#x27; &nbsp;&#233;</p>' +
          '<ul><li><span data-patch="buff">Buff</span> HP</li><li>Cap</li></ul><hr /><p>End</p>',
      ),
    ).toBe('Patch & notes\n\nOne\ntwo <3 "q" \'a\' é\n\n- Buff HP\n- Cap\n\nEnd');
  });

  it('decodes once: an escaped entity stays an entity in the text', () => {
    expect(textOf('<p>&amp;lt;b&amp;gt;</p>')).toBe('&lt;b&gt;');
  });

  it('reads a table row by row, and plain text as it is', () => {
    expect(textOf('<table><tbody><tr><td>a</td><td>b</td></tr><tr><td>c</td></tr></tbody></table>')).toBe(
      'a b\nc',
    );
    expect(textOf('  Just text.\n\nTwo.  ')).toBe('Just text.\n\nTwo.');
  });
});

describe('rich text on a public page', () => {
  it('draws an uploaded image as its AVIF and WebP variants, sized from its name, lazily', () => {
    const html = publicRichHtml(`<p><img src="${UPLOAD}" alt="A &quot;map&quot;" /></p>`);
    expect(html).toContain('<picture><source type="image/avif" srcset="');
    expect(html).toContain(`${UPLOAD}.w320.avif 320w`);
    expect(html).toContain(`${UPLOAD}.w1600.webp 1600w`);
    expect(html).toContain('sizes="(min-width: 48rem) 48rem, 100vw"');
    expect(html).toContain(
      `<img src="${UPLOAD}" alt="A &quot;map&quot;" width="1600" height="900" loading="lazy" decoding="async" style="background-color:#aabbcc"></picture>`,
    );
  });

  it('keeps a GIF and built-in art as images of their own, lazily, and built-in art with its WebP', () => {
    const gif = '/media/uploads/0b4f6a7e-5a1b-4c1e-9d2e-3f4a5b6c7d8e-320x200-000000.gif';
    expect(publicRichHtml(`<img src="${gif}" alt="g" />`)).toBe(
      `<img src="${gif}" alt="g" width="320" height="200" loading="lazy" decoding="async" style="background-color:#000000">`,
    );
    expect(publicRichHtml('<img src="/images/Iron Maiden 360.png" alt="Iron" width="360" />')).toBe(
      '<picture><source type="image/webp" srcset="/images/Iron%20Maiden%20360.webp">' +
        '<img src="/images/Iron%20Maiden%20360.png" alt="Iron" width="360" loading="lazy" decoding="async"></picture>',
    );
    expect(publicRichHtml('<img src="/media/other.png" alt="o" />')).toBe(
      '<img src="/media/other.png" alt="o" loading="lazy" decoding="async">',
    );
  });

  it('loads a video only when played, in place, and leaves the rest alone', () => {
    const rest = '<p><a href="https://x.example" rel="noopener noreferrer nofollow">x</a></p>';
    expect(publicRichHtml(`<video src="/media/uploads/v.mp4" controls=""></video>${rest}`)).toBe(
      `<video src="/media/uploads/v.mp4" controls="" preload="none" playsinline></video>${rest}`,
    );
  });
});
