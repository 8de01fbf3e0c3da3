import { chromium, type Page } from 'playwright-core';
export const BASE = 'http://127.0.0.1:4817';
export async function open(viewport: { width: number; height: number }) {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', headless: true, args: ['--no-sandbox', '--disable-gpu'] });
  const context = await browser.newContext({ viewport, baseURL: BASE, serviceWorkers: 'block', acceptDownloads: true });
  const page = await context.newPage();
  const problems: string[] = [];
  page.on('console', (m) => { if (m.type() === 'error' || m.type() === 'warning') problems.push(`console ${m.type()}: ${m.text().slice(0, 300)}`); });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('response', (r) => { if (r.status() >= 400) problems.push(`HTTP ${r.status()} ${r.request().method()} ${r.url()}`); });
  page.on('dialog', (d) => { problems.push(`dialog ${d.type()}: ${d.message()}`); d.accept(); });
  return { browser, page, problems };
}
export async function login(page: Page, email: string, password: string) {
  await page.goto('/login');
  await page.getByLabel('Email', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await page.waitForURL('**/admin');
}
export const shot = (page: Page, name: string, fullPage = false) => page.screenshot({ path: `/tmp/rehearsal-shots/${name}.png`, fullPage });
