import type { APIRequestContext, Page } from '@playwright/test';
import { ADMIN, expect } from './fixtures';

/** Helpers for the back-office specs: sessions and accounts made through the real API. */

export const SESSION_KEY = 'bm-admin-session';

export type ApiSession = {
  token: string;
  user: { id: number; name: string; username: string; email: string; role: 'user' | 'admin' | 'super_admin' };
};

/** A unique suffix so specs sharing one database never collide. */
export const unique = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4).toString(36)}`;

export async function apiLogin(request: APIRequestContext, credentials = ADMIN): Promise<ApiSession> {
  const response = await request.post('/api/auth/login', { data: credentials });
  expect(response.status(), `sign-in as ${credentials.username}`).toBe(200);
  const body = await response.json();
  return { token: body.data.token, user: body.data.user };
}

export const bearer = (session: ApiSession) => ({ authorization: `Bearer ${session.token}` });

/**
 * Signs the page in without the login form: the stored session is written once per tab (a
 * sessionStorage flag), so signing out later is not undone by the next navigation.
 */
export async function storeSession(page: Page, session: ApiSession) {
  await page.addInitScript(
    ([key, value]) => {
      if (window.sessionStorage.getItem('e2e-session-seeded')) return;
      window.localStorage.setItem(key, value);
      window.sessionStorage.setItem('e2e-session-seeded', '1');
    },
    [SESSION_KEY, JSON.stringify(session)] as const,
  );
}

export async function signInAsSuperAdmin(page: Page, request: APIRequestContext) {
  const session = await apiLogin(request);
  await storeSession(page, session);
  return session;
}

type NewUser = { role: 'user' | 'admin' | 'super_admin'; name?: string; password?: string };

/** Creates an account with the super admin's token and returns its credentials. */
export async function createUser(
  request: APIRequestContext,
  admin: ApiSession,
  { role, name, password = 'crimson-quill-lantern' }: NewUser,
) {
  const id = unique();
  const username = `${role.replace('_', '')}_${id}`;
  const response = await request.post('/api/users', {
    headers: bearer(admin),
    data: { name: name ?? `Test ${role} ${id}`, username, email: `${username}@example.com`, password, role },
  });
  expect(response.status(), 'create user').toBe(201);
  const user = (await response.json()).data as ApiSession['user'];
  return { user, credentials: { username, password } };
}

type NewPost = {
  title?: string;
  published?: boolean;
  featured?: boolean;
  tags?: string[];
  coverImage?: string;
};

/** Creates a dev diary post through the API as the given staff member. */
export async function createPost(request: APIRequestContext, author: ApiSession, fields: NewPost = {}) {
  const title = fields.title ?? `E2E post ${unique()}`;
  const response = await request.post('/api/dev-diaries', {
    headers: bearer(author),
    data: {
      title,
      excerpt: 'An excerpt written by the end-to-end suite.',
      content: 'First paragraph.\n\nSecond paragraph.',
      author: author.user.name,
      authorId: author.user.id,
      tags: fields.tags ?? ['Development', 'News', 'PC'],
      featured: fields.featured ?? false,
      published: fields.published ?? false,
      ...(fields.coverImage ? { coverImage: fields.coverImage } : {}),
    },
  });
  expect(response.status(), 'create post').toBe(201);
  return (await response.json()).data as { id: number; title: string; slug: string; authorId: number | null };
}

export async function listOf<T>(request: APIRequestContext, session: ApiSession, path: string): Promise<T[]> {
  const response = await request.get(path, { headers: bearer(session) });
  expect(response.ok()).toBe(true);
  return (await response.json()).data as T[];
}
