import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { renderToStaticMarkup } from 'react-dom/server';
import { createRoutesStub } from 'react-router';
import { describe, expect, it } from 'vitest';
import { NewsletterSignup } from './newsletter-signup';
import type { SignupResult } from './use-newsletter-signup';

// The English page: its messages (the source texts) and a router for the page's locale.
const english = setupI18n({ locale: 'en', messages: { en: {} } });

const render = (result?: SignupResult) => {
  const Page = createRoutesStub([{ path: '/', Component: () => <NewsletterSignup result={result} /> }]);
  return renderToStaticMarkup(
    <I18nProvider i18n={english}>
      <QueryClientProvider client={new QueryClient()}>
        <Page />
      </QueryClientProvider>
    </I18nProvider>,
  );
};

/** The server's page, before any script runs (docs/public-screens.md §5, newsletter email). */
describe('the footer sign-up in the server page', () => {
  it('posts to /newsletter with the browser checking the field, and Subscribe enabled', () => {
    const markup = render();
    expect(markup).toContain('action="/newsletter"');
    expect(markup).toContain('method="post"');
    expect(markup).not.toContain('novalidate');
    expect(markup).toMatch(/<input [^>]*type="email" required=""/);
    expect(markup).toMatch(/<button [^>]*type="submit"[^>]*>Subscribe<\/button>/);
    expect(markup).not.toMatch(/<button[^>]* disabled=""/);
  });

  it("shows the action's refusal under the field, with the address typed", () => {
    const markup = render({ error: 'Email must be a valid email address', email: 'ada@localhost' });
    expect(markup).toMatch(/<input [^>]*aria-invalid="true" aria-describedby="[^"]+-error"/);
    expect(markup).toContain('value="ada@localhost"');
    expect(markup).toMatch(/role="alert"[^>]*>Email must be a valid email address<\/p>/);
    expect(markup).not.toMatch(/<button[^>]* disabled=""/);
  });
});
