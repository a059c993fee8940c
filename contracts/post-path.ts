/**
 * A post's public address. Its slug may hold letters of any script ("血と騒乱",
 * docs/decisions/0053-readable-slugs.md): percent-encoded here, as URLs in feeds, mails and HTML
 * carry them; browsers show it decoded. No imports: public components use it without zod.
 */
export const postPath = (slug: string) => `/dev-diary/${encodeURIComponent(slug)}`;
