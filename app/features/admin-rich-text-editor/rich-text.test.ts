import { describe, expect, it } from 'vitest';
import { formValueOf, toHtml } from './rich-text';

describe('toHtml', () => {
  it('keeps HTML as it is', () => {
    expect(toHtml('<h2>Patch</h2><p>Notes</p>')).toBe('<h2>Patch</h2><p>Notes</p>');
  });

  it('turns plain text into escaped paragraphs, one per blank-line block', () => {
    expect(toHtml('First <b> & more.\n\nSecond\nline.')).toBe(
      '<p>First &lt;b&gt; &amp; more.</p><p>Second<br>line.</p>',
    );
  });
});

describe('formValueOf', () => {
  it('gives an empty editor as an empty value', () => {
    expect(formValueOf('<p></p>')).toBe('');
    expect(formValueOf('<p></p><p></p>')).toBe('');
  });

  it('gives only spaces as those spaces, for the contract to refuse', () => {
    expect(formValueOf('<p>   </p>')).toBe('   ');
  });

  it('keeps text, images, clips and rules', () => {
    expect(formValueOf('<p>Hi</p>')).toBe('<p>Hi</p>');
    expect(formValueOf('<p><img src="/media/a.png" alt="A"></p>')).toBe(
      '<p><img src="/media/a.png" alt="A"></p>',
    );
    expect(formValueOf('<hr>')).toBe('<hr>');
  });
});
