// What the browser benchmarks share: Chromium's flags, signing the demo coach in, medians.

export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

/** Signs the demo coach in through the real form; the browser lands on /dashboard. */
export async function signIn(page, baseUrl) {
  await page.goto(`${baseUrl}/api/auth/identities/sign_in?next=%2Fdashboard`);
  await page.getByLabel(/e-?mail/i).fill('coach@touchline.test');
  await page.getByLabel(/password/i).fill('touchline-demo');
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL(/\/dashboard$/);
}

export function median(values) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.floor(sorted.length / 2)];
}
