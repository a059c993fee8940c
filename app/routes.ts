import { type RouteConfig, index, layout, prefix, route } from '@react-router/dev/routes';

/** Back office pages served at /admin/<page> by routes/admin/<page>.tsx, in sidebar order. */
const ADMIN_PAGES = [
  'fighters',
  'game-modes',
  'blood-message',
  'about',
  'faq',
  'media',
  'support-messages',
  'feedback',
  'users',
  'subscribers',
  'activity',
  'settings',
];

export default [
  // Every public page in every served locale: the default's at today's addresses, another's under
  // its code (/fr/fighters). The locale route answers 404 for a segment that names no served locale.
  route(':lang?', 'routes/public/locale-root.tsx', [
    layout('routes/public/public-layout.tsx', [
      index('routes/public/landing.tsx'),
      route('fighters', 'routes/public/fighters.tsx'),
      route('fighter/:id?', 'routes/public/fighter.tsx'),
      route('about', 'routes/public/about.tsx'),
      route('help', 'routes/public/help.tsx'),
      route('dev-diary', 'routes/public/dev-diary.tsx', { id: 'dev-diary' }),
      route('dev-diary/:slug', 'routes/public/dev-diary-post.tsx', { id: 'dev-diary-post' }),
      route('dev-diary/preview/:token', 'routes/public/post-preview.tsx'),
      route('support', 'routes/public/support.tsx'),
      route('newsletter', 'routes/public/newsletter.tsx'),
      route('newsletter/confirm', 'routes/public/newsletter-confirm.tsx'),
      route('newsletter/unsubscribe', 'routes/public/newsletter-unsubscribe.tsx'),
      route('newsletter/preferences', 'routes/public/newsletter-preferences.tsx'),
    ]),
    // The story page is full-screen: it has no site header or footer.
    route('blood-message', 'routes/public/blood-message.tsx'),
  ]),
  route('admin/login', 'routes/admin/login.tsx'),
  route('admin/two-factor', 'routes/admin/two-factor.tsx'),
  route('admin/forgot-password', 'routes/admin/forgot-password.tsx'),
  route('admin/reset-password', 'routes/admin/reset-password.tsx'),
  ...prefix('admin', [
    layout('routes/admin/admin-layout.tsx', [
      index('routes/admin/dashboard.tsx'),
      route('dev-diaries', 'routes/admin/dev-diaries.tsx'),
      route('dev-diaries/new', 'routes/admin/dev-diary-editor.tsx', { id: 'dev-diary-new' }),
      route('dev-diaries/edit/:id', 'routes/admin/dev-diary-editor.tsx', { id: 'dev-diary-edit' }),
      ...ADMIN_PAGES.map((page) => route(page, `routes/admin/${page}.tsx`)),
    ]),
  ]),
  route('*', 'routes/public/not-found.tsx'),
] satisfies RouteConfig;
