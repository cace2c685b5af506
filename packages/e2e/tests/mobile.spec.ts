import { expect, test } from '../fixtures/test.js';

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('without a current club the app points to the mobile app', async ({ page, signInAs }) => {
    await signInAs('coach');

    await expect(page.getByRole('heading', { name: 'Download the Touchline app' })).toBeVisible();
    await expect(
      page.getByText(
        "To access your account on a mobile device download the app if you haven't already done so.",
      ),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: /App Store/i })).toBeVisible();
    await expect(page.getByRole('link', { name: /Google Play/i })).toBeVisible();
  });
});

test('a narrow window with a current club keeps the app usable', async ({
  page,
  signInAs,
  sidebar,
}) => {
  await signInAs('coach', '/dashboard');
  await expect(sidebar.root).toBeVisible();

  await page.setViewportSize({ width: 700, height: 900 });
  await page.reload();

  await expect(page.getByRole('heading', { name: 'Download the Touchline app' })).toHaveCount(0);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(sidebar.root).toBeVisible();
});
