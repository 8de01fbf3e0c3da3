import fs from 'node:fs';
import { open, login, shot } from './lib';
const { browser, page, problems } = await open({ width: 1280, height: 900 });
try {
  await login(page, 'admin@rehearsal.test', 'AdminPass123');
  const t0 = Date.now();
  await page.goto('/admin/accommodations');
  await page.locator('tbody tr').first().waitFor();
  console.log('accommodations rows', await page.locator('tbody tr').count(), 'in', Date.now() - t0, 'ms');
  await shot(page, 'b-acc');
  console.log(await page.locator('.admin-toolbar, .admin-filters').first().innerText().catch(() => 'no toolbar'));
  const confirm = page.getByRole('button', { name: /^Confirm/ }).first();
  console.log('confirm name:', await confirm.getAttribute('aria-label') ?? await confirm.innerText());
  await confirm.click();
  await page.waitForTimeout(700);
  await shot(page, 'b-confirm-dialog');
  const d = page.getByRole('dialog');
  await d.getByRole('button', { name: /confirm/i }).last().click();
  await page.waitForTimeout(700);
  await shot(page, 'b-confirm-empty');
  await d.getByRole('textbox').first().fill('H2-114');
  await d.getByRole('button', { name: /confirm/i }).last().click();
  await page.waitForTimeout(1200);
  await shot(page, 'b-confirmed');
  const cancel = page.getByRole('button', { name: /^Cancel Request/ }).first();
  await cancel.click();
  await page.waitForTimeout(1200);
  await shot(page, 'b-cancelled');
  const [dl] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: /CSV|Export/i }).first().click()]);
  const p = await dl.path();
  const text = fs.readFileSync(p!, 'utf8');
  console.log('CSV', dl.suggestedFilename(), text.split('\n').length, 'lines;', text.split('\n').slice(0, 3).join(' / '));
} finally {
  console.log(problems.join('\n'));
  await browser.close();
}
