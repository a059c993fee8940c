import { RETRY_AFTER_SECONDS } from '../db/unavailable';

/** The page while the database is away: not React Router's, whose routes need the missing data. */
const html = `<!DOCTYPE html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="refresh" content="${RETRY_AFTER_SECONDS * 2}">
<meta name="robots" content="noindex">
<title>Temporarily unavailable | Blood &amp; Mayhem</title>
<style>
  html,body{height:100%;margin:0}
  body{display:flex;align-items:center;justify-content:center;background:#060505;color:#e9e0d0;
    font:16px/1.6 system-ui,sans-serif;text-align:center;padding:24px;box-sizing:border-box}
  h1{font:900 clamp(1.75rem,6vw,3rem)/1.2 'Times New Roman',serif;letter-spacing:.08em;color:#f5efe4;margin:0 0 12px;
    text-transform:uppercase}
  p{margin:0 auto;max-width:32rem;color:#c9bda8}
  .mark{color:#c81e1e;font-size:.875rem;letter-spacing:.3em;text-transform:uppercase;margin-bottom:16px}
</style>
</head>
<body>
<main>
<p class="mark">Blood &amp; Mayhem</p>
<h1>Temporarily unavailable</h1>
<p>The realm is catching its breath. This page will try again in a few seconds.</p>
</main>
</body>
</html>
`;

export const unavailablePage = {
  status: 503,
  headers: {
    'content-type': 'text/html; charset=utf-8',
    'retry-after': String(RETRY_AFTER_SECONDS),
    'cache-control': 'no-store',
  },
  body: html,
} as const;
