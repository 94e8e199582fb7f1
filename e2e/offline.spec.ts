import { expect, test } from '@playwright/test';

// The service worker is what these tests check: allowed here, whatever the config blocks.
test.use({ serviceWorkers: 'allow' });

test('installable, and after the first visit a reload with the network off still starts a game', async ({
  page,
  context,
}) => {
  await page.goto('/?fresh');
  // The web app manifest: a name, icons, a theme colour.
  const manifest = await page.evaluate(async () => {
    const href = document.querySelector('link[rel="manifest"]')?.getAttribute('href');
    return href ? (await fetch(href)).json() : null;
  });
  expect(manifest).toMatchObject({ name: 'Kapaga', theme_color: '#135c37' });
  expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
    expect.arrayContaining(['192x192', '512x512']),
  );
  // The service worker installs and takes the page (after one reload).
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.goto('/?fresh&seed=20260&opponents=1&level=easy&speed=instant');
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('group', { name: /Your hand/ })).toBeVisible();
  await context.setOffline(false);
});

test('KAPOW! too: its service worker is registered by the table, and with the network off it starts', async ({
  page,
  context,
}) => {
  await page.goto('/#game=kapow');
  await expect(page.getByRole('button', { name: 'Start' })).toBeVisible();
  await page.evaluate(() => navigator.serviceWorker.ready);
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
  await context.setOffline(true);
  await page.reload();
  await page.getByRole('button', { name: 'Start' }).click();
  await expect(page.getByRole('region', { name: /Your hand|You/ }).first()).toBeVisible();
  await context.setOffline(false);
});
