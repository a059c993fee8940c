/** Where a link may point: the web, an e-mail address, or a page of this site ("/…", not "//…"). */
const ALLOWED_HREF = /^(https?:\/\/\S+|mailto:\S+|\/(?!\/)\S*)$/i;

export const isAllowedHref = (href: string) => ALLOWED_HREF.test(href.trim());

/** A page of this site opens in the same tab; anything else in a new one. */
export const isSitePath = (href: string) => href.trim().startsWith('/');
