import { expect, test } from '@playwright/test';

test('home page shows the Kapaga heading without errors', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(`console: ${message.text()}`);
  });
  page.on('pageerror', (error) => {
    errors.push(`pageerror: ${error.message}`);
  });

  await page.goto('/');
  await expect(page).toHaveTitle('Kapaga');
  await expect(page.getByRole('heading', { level: 1, name: 'Kapaga' })).toBeVisible();
  expect(errors).toEqual([]);
});
