import { open, login, shot } from './lib';
const { browser, page, problems } = await open({ width: 1280, height: 900 });
try {
  await login(page, 'admin@rehearsal.test', 'AdminPass123');
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Create Event' }).click();
  await page.waitForTimeout(800);
  await shot(page, 'a-create-modal');
  const dialog = page.getByRole('dialog');
  console.log((await dialog.locator('label').allTextContents()).join(' | '));
  // Submit empty to see validation
  await dialog.getByRole('button', { name: /create|save/i }).last().click();
  await page.waitForTimeout(800);
  await shot(page, 'a-create-empty');
} finally {
  console.log(problems.join('\n'));
  await browser.close();
}
