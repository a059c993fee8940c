import { describe, expect, it } from 'vitest';
import { htmlToPlainText, plainTextToHtml } from './plain-text';
import { isRichHtml, richContent, toRichHtml } from './rich-content';

describe('plain text as rich text', () => {
  it('makes paragraphs at blank lines and line breaks at single ones, escaping the text', () => {
    expect(plainTextToHtml('One\nstill one\n\nTwo & <b>three</b>\r\n\r\n  \n\nFour  ')).toBe(
      '<p>One<br>still one</p><p>Two &amp; &lt;b&gt;three&lt;/b&gt;</p><p>Four</p>',
    );
    expect(plainTextToHtml('   ')).toBe('');
  });

  it('turns back into the same paragraphs', () => {
    const text = 'First paragraph.\n\nSecond, with a break\nhere.\n\nThird & last.';
    expect(htmlToPlainText(toRichHtml(text))).toBe(text);
  });
});

describe('rich content on write', () => {
  const content = richContent('Content', 200);

  it('treats a value opening with an editor block as HTML, anything else as plain text', () => {
    expect(isRichHtml('  <h2>Title</h2>')).toBe(true);
    expect(isRichHtml('<table><tr><td>x</td></tr></table>')).toBe(true);
    expect(isRichHtml('<b>not a block</b>')).toBe(false);
    expect(isRichHtml('<pretend> is text')).toBe(false);
    expect(content('<b>bold?</b>')).toEqual({ html: '<p>&lt;b&gt;bold?&lt;/b&gt;</p>' });
    expect(content('<p><b>bold</b> <strong>strong</strong></p>')).toEqual({
      html: '<p>bold <strong>strong</strong></p>',
    });
  });

  it('refuses content that shows nothing, naming the field as a missing one', () => {
    expect(content('<p></p>')).toEqual({ error: 'Content is required' });
    expect(content('<p>&nbsp; <br></p><p><script>x</script></p>')).toEqual({ error: 'Content is required' });
    expect(richContent('Answer', 200)('<p><img src="https://evil/x" alt="x"></p>')).toEqual({
      error: 'Answer is required',
    });
    expect(content('<hr>')).toEqual({ html: '<hr />' });
  });

  it('refuses an image without alt text', () => {
    expect(content('<p><img src="/media/uploads/a.png"></p>')).toEqual({
      error: 'Every image in Content needs alt text',
    });
    expect(richContent('Main description', 200)('<p><img src="/media/a.png" alt="  "></p>')).toEqual({
      error: 'Every image in Main description needs alt text',
    });
    expect(content('<p><img src="/media/a.png" alt="A map"></p>')).toEqual({
      html: '<p><img src="/media/a.png" alt="A map" /></p>',
    });
  });

  it('counts the limit on the HTML it stores', () => {
    expect(content('x'.repeat(193))).toEqual({ html: `<p>${'x'.repeat(193)}</p>` });
    expect(content('x'.repeat(194))).toEqual({ error: 'Content must be at most 200 characters' });
  });
});
