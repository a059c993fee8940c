import Bowser from 'bowser';

/** What a session or a known device is called when its User-Agent names no browser or system. */
export const UNKNOWN_DEVICE = 'Unknown device';

/**
 * A User-Agent header as staff read it: "Chrome on Linux", "Safari on iOS". Read by `bowser`, which
 * knows the browsers that pose as others (Edge and Opera say Chrome, Chrome says Safari). With only
 * one of the two known, that one; with neither (a script, an empty header), UNKNOWN_DEVICE. The raw
 * header is never shown: it is caller-supplied text, and as a title it told staff little.
 */
export function deviceName(userAgent: string | null | undefined): string {
  const header = userAgent?.trim();
  if (!header) return UNKNOWN_DEVICE;
  const parser = Bowser.getParser(header);
  const browser = parser.getBrowserName();
  const system = parser.getOSName();
  if (browser && system) return `${browser} on ${system}`;
  return browser || system || UNKNOWN_DEVICE;
}
