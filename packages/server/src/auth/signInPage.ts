import { escapeHtml } from './html.js';

export interface SignInPageOptions {
  /** Where the form posts: this same URL, `next` included. */
  action: string;
  csrfToken: string;
  email?: string;
  error?: string | null;
  /** Same-origin URLs the browser may fetch ahead for the next page (the app after signing in). */
  prefetch?: readonly string[];
}

// Self-contained on purpose: no external assets, so the page works before the
// web app is built and leaks nothing to third parties. Once the app is built,
// its landing files are prefetched (idle-time, same origin) while the person types.
export const AUTH_PAGE_STYLES = `
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
a{color:#0b1f33;font-weight:700}
label{display:block;font-size:14px;font-weight:600;margin:16px 0 6px}
input[type=email],input[type=password]{width:100%;padding:12px 14px;font-size:16px;
border:1px solid #c3ced9;border-radius:8px;background:#fff;color:#0b1f33}
input:focus{outline:2px solid #1fb57a;outline-offset:1px;border-color:#1fb57a}
button{margin-top:24px;width:100%;padding:13px;font-size:16px;font-weight:700;border:0;
border-radius:8px;background:#1fb57a;color:#0b1f33;cursor:pointer}
button:hover{background:#19a06b}
button:focus-visible{outline:2px solid #0b1f33;outline-offset:2px}
.error{min-height:20px;margin:16px 0 0;color:#c62828;font-size:14px;font-weight:600}
footer{text-align:center;padding:16px;color:#6b7c8d;font-size:13px}
@media (max-width:480px){.card{padding:24px;box-shadow:none;border-radius:0}main{padding:0}}
`;

/** Same-origin fetches only (the favicon, the app's prefetched files); no script runs on these pages. */
export const AUTH_PAGE_CSP =
  "default-src 'self'; script-src 'none'; style-src 'unsafe-inline'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'";

/** The page's bar with Touchline's mark, shared by the server's own pages. */
export const AUTH_PAGE_HEADER = `<header><svg class="mark" viewBox="0 0 32 32" aria-hidden="true"><rect width="32" height="32" rx="8" fill="#10314f"/><path d="M7 9.5h18" stroke="#1fb57a" stroke-width="3.2" stroke-linecap="round"/><path d="M16 9.5V22" stroke="#fff" stroke-width="3.2" stroke-linecap="round"/><circle cx="23" cy="22.5" r="2.6" fill="#1fb57a"/></svg><span class="wordmark">Touchline</span></header>`;

/** The server-rendered sign-in page (docs/ARCHITECTURE.md "Auth"). */
export function renderSignInPage(options: SignInPageOptions): string {
  const error = options.error ?? '';
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Sign in · Touchline</title>
<link rel="icon" href="/favicon.svg" type="image/svg+xml">
<style>${AUTH_PAGE_STYLES}</style>
${(options.prefetch ?? []).map((url) => `<link rel="prefetch" href="${escapeHtml(url)}">`).join('\n')}
</head>
<body>
${AUTH_PAGE_HEADER}
<main>
<form class="card" method="post" action="${escapeHtml(options.action)}" novalidate>
<h1>Sign in</h1>
<p class="lead">Performance analytics for your club.</p>
<input type="hidden" name="csrf_token" value="${escapeHtml(options.csrfToken)}">
<label for="email">E-mail</label>
<input id="email" name="email" type="email" autocomplete="username" required autofocus value="${escapeHtml(options.email ?? '')}">
<label for="password">Password</label>
<input id="password" name="password" type="password" autocomplete="current-password" required>
<p class="error" role="alert" aria-live="polite">${escapeHtml(error)}</p>
<button type="submit">Sign in</button>
</form>
</main>
<footer>Touchline · open performance analytics</footer>
</body>
</html>
`;
}
