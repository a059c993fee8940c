/**
 * The page cache's answers so far, by result (HIT, STALE, MISS), from the server's
 * `page_cache_requests_total` (GET /metrics with its token): read before and after a load, the
 * difference is that load's hit rate.
 */
export async function pageCacheCounts(url: string, token: string) {
  const text = await (
    await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${token}` } })
  ).text();
  const counts = { HIT: 0, STALE: 0, MISS: 0 };
  for (const [, result, value] of text.matchAll(/^page_cache_requests_total\{result="(\w+)"\} (\S+)$/gm))
    if (result! in counts) counts[result as keyof typeof counts] = Number(value);
  return counts;
}
