import { expect, test } from './fixtures';

test.describe('portal shell', () => {
  test('the home page is complete server-rendered HTML in French, and hydrates without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const response = await page.goto('/');
    expect(response?.status()).toBe(200);
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.locator('html')).toHaveAttribute('dir', 'ltr');
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(1);
    await expect(page.locator('link[rel="alternate"][hreflang="ar"]')).toHaveCount(1);
    await page.waitForLoadState('networkidle');
    expect(errors).toEqual([]);
  });

  test('a page in Arabic downloads the Arabic texts only, and hydrates in Arabic without errors', async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(message.text());
    });
    const texts: string[] = [];
    page.on('request', (request) => {
      const file = /\/static\/assets\/(fr|ar|en)-[^/]+\.js$/.exec(new URL(request.url()).pathname);
      if (file) texts.push(file[1]!);
    });
    await page.goto('/?lang=ar');
    await page.waitForLoadState('networkidle');
    expect(texts).toEqual(['ar']);
    expect(errors).toEqual([]);
    await expect(page.locator('html')).toHaveAttribute('dir', 'rtl');
  });

  test('an unknown address is a real 404 page with a way home', async ({ page }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Page introuvable');
    await page.getByRole('link', { name: "Retour à l'accueil" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
