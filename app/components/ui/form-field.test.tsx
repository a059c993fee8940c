import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { FormField, fieldControl } from './form-field';
import { InputField } from './input-field';

describe('form field wiring', () => {
  it('gives the control nothing but its id while the field is fine', () => {
    expect(fieldControl({ id: 'name', label: 'Name' })).toEqual({ id: 'name' });
  });

  it('marks a required field and describes the control by its hint and its error', () => {
    expect(
      fieldControl({ id: 'name', label: 'Name', required: true, hint: 'Your name', error: 'Required' }),
    ).toEqual({
      id: 'name',
      'aria-required': 'true',
      'aria-invalid': true,
      'aria-describedby': 'name-hint name-error',
    });
  });

  it("points at the form's own message when one message speaks for several fields", () => {
    expect(fieldControl({ id: 'user', label: 'User', invalid: true, describedBy: 'login-error' })).toEqual({
      id: 'user',
      'aria-invalid': true,
      'aria-describedby': 'login-error',
    });
    expect(fieldControl({ id: 'user', label: 'User', invalid: false, describedBy: 'login-error' })).toEqual({
      id: 'user',
      'aria-describedby': 'login-error',
    });
  });

  it('renders the label, the star, the hint and the error with the ids the control names', () => {
    const markup = renderToStaticMarkup(
      <InputField id="email" label="Email" required hint="We reply here" error="Email is required" />,
    );
    expect(markup).toMatch(/<label [^>]*id="email-label" for="email">Email<span aria-hidden="true"/);
    expect(markup).toContain('<span aria-hidden="true" class="ml-0.5 text-blood-400">*</span>');
    expect(markup).toMatch(
      /<input [^>]*id="email" aria-required="true" aria-invalid="true" aria-describedby="email-hint email-error"/,
    );
    expect(markup).toContain('<p id="email-hint" class="text-xs text-bone-500">We reply here</p>');
    expect(markup).toContain(
      '<p id="email-error" role="alert" class="text-sm text-blood-400">Email is required</p>',
    );
  });

  it('keeps a hidden label for screen readers and a control given as an element', () => {
    const markup = renderToStaticMarkup(
      <FormField id="news" label="Email address" labelHidden>
        <input id="news" />
      </FormField>,
    );
    expect(markup).toMatch(/<label class="[^"]* sr-only" id="news-label" for="news">Email address<\/label>/);
    expect(markup).toContain('<input id="news"/>');
  });
});
