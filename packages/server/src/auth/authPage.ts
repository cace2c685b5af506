import { escapeHtml } from './html.js';

// Self-contained on purpose: no external assets, so the page works before the
// web app is built and leaks nothing to third parties. Once the app is built,
// its landing files are prefetched (idle-time, same origin) while the person types.
const STYLES = `
*{box-sizing:border-box}
html,body{margin:0;height:100%}
body{font-family:system-ui,-apple-system,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;
background:#eef2f6;color:#0b1f33;display:flex;flex-direction:column;min-height:100vh}
header{background:#0b1f33;padding:18px 28px;display:flex;align-items:center;gap:10px}
.mark{width:32px;height:32px;display:block}
.wordmark{color:#fff;font-weight:800;font-size:20px;letter-spacing:-.02em}
main{flex:1;display:flex;align-items:center;justify-content:center;padding:32px 16px}
.card{background:#fff;width:100%;max-width:400px;border-radius:12px;padding:32px;
box-shadow:0 10px 30px rgba(11,31,51,.12)}
h1{margin:0 0 6px;font-size:24px}
p.lead{margin:0 0 24px;color:#4a5d70;font-size:15px}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
input[type=email],input[type=password],input[type=text],select{width:100%;padding:12px 14px;font-size:16px;
border:1px solid #c3ced9;border-radius:8px;background:#fff;color:#0b1f33}
input:focus{outline:2px solid #1fb57a;outline-offset:1px;border-color:#1fb57a}
button{margin-top:24px;width:100%;padding:13px;font-size:16px;font-weight:700;border:0;
border-radius:8px;background:#1fb57a;color:#0b1f33;cursor:pointer}
button:hover{background:#19a06b}
button:focus-visible{outline:2px solid #0b1f33;outline-offset:2px}
.error{min-height:20px;margin:16px 0 0;color:#c62828;font-size:14px;font-weight:600}
.error:empty{min-height:0}
.errors{margin:12px 0 0;padding-left:18px;color:#c62828;font-size:14px;font-weight:600}
.hint{margin:6px 0 0;color:#4a5d70;font-size:13px}
.aside{margin:20px 0 0;text-align:center;font-size:14px;color:#4a5d70}
a{color:#12805a;font-weight:600}
h2{margin:24px 0 0;font-size:17px}
.card.wide{max-width:520px}
footer{text-align:center;padding:16px;color:#6b7c8d;font-size:13px}
@media (max-width:480px){.card{padding:24px;box-shadow:none;border-radius:0}main{padding:0}}
`;

/**
 * The Content-Security-Policy of the server-rendered pages: same-origin
 * fetches only (the favicon, the app's prefetched files); no script runs.
 */
export const AUTH_PAGE_CSP =
  "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

export interface AuthPageOptions {
  /** The page's title, before ' · Touchline'. */
  title: string;
  /** The page's main content (already escaped HTML). */
  body: string;
  /** Same-origin URLs the browser may fetch ahead for the next page (the app after signing in). */
  prefetch?: readonly string[];
}

/** A server-rendered page of the sign-in family: sign-in, sign-up, first run, invites. */
export function renderAuthPage(options: AuthPageOptions): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="referrer" content="same-origin">
<title>${escapeHtml(options.title)} · Touchline</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${STYLES}</style>
${(options.prefetch ?? []).map((url) => `<link rel="prefetch" href="${escapeHtml(url)}">`).join('\n')}
</head>
<body>
<header><svg class="mark" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#10314f"/><path d="M7 9.5h18" stroke="#1fb57a" stroke-width="3.2" stroke-linecap="round"/><path d="M16 9.5V22" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/><circle cx="23" cy="22.5" r="2.6" fill="#1fb57a"/></svg><span class="wordmark">Touchline</span></header>
<main>
${options.body}
</main>
<footer>Touchline · open performance analytics</footer>
</body>
</html>
`;
}
