/**
 * The token of a mailed enrolment link (`/admin/two-factor?enrol=…`; docs/decisions/0045-two-factor-
 * enrolment-links.md). Kept in this tab's sessionStorage so it survives the sign-in the link may lead
 * through, and sent with set-up and confirm; forgotten once two-factor is on.
 */
const KEY = 'bm-two-factor-enrol';

function storage(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.sessionStorage;
  } catch {
    return null;
  }
}

/** Keeps the link's token if the address has one; answers whether it did. */
export function rememberEnrolmentToken(url: URL): boolean {
  const token = url.searchParams.get('enrol');
  if (!token) return false;
  storage()?.setItem(KEY, token);
  return true;
}

export const enrolmentToken = () => storage()?.getItem(KEY) ?? undefined;

export const forgetEnrolmentToken = () => storage()?.removeItem(KEY);

/** What set-up and confirm add to their body: the token when there is one, else nothing. */
export function withEnrolmentToken<T extends object>(body: T): T & { enrolmentToken?: string } {
  const token = enrolmentToken();
  return token ? { ...body, enrolmentToken: token } : body;
}
