import { open, login, shot } from './lib';
const { browser, page, problems } = await open({ width: 1280, height: 900 });
try {
  await login(page, 'admin@rehearsal.test', 'AdminPass123');
  await page.goto('/admin/events');
  await page.getByRole('button', { name: 'Create Event' }).click();
  const d = page.getByRole('dialog');
  await d.getByLabel('Event name *').fill('GEAR RACE');
  await d.getByLabel('Category *').selectOption('technical');
  await d.getByLabel('Description *').fill('Design a gear train that wins the race.');
  await d.getByLabel('Venue *').fill('Workshop Bay 2');
  await d.getByLabel('Date *').fill('2025-10-24');
  await d.getByLabel('Start time *').fill('10:00');
  await d.getByLabel('End time *').fill('12:00');
  await d.getByLabel('Registration deadline *').fill('2025-10-22T23:59');
  await d.getByLabel('Max participants *').fill('40');
  await d.getByRole('button', { name: /create|save/i }).last().click();
  await page.waitForTimeout(1500);
  await shot(page, 'a-created');
  await page.getByRole('searchbox', { name: 'Search events' }).fill('gear');
  await page.waitForTimeout(800);
  await shot(page, 'a-search-gear');
  const card = page.locator('article, .catalogue-card, section').filter({ hasText: 'GEAR RACE' }).last();
  await page.getByRole('button', { name: /Edit.*GEAR RACE|Edit/ }).first().click();
  await page.waitForTimeout(800);
  await shot(page, 'a-edit-modal');
  const e = page.getByRole('dialog');
  await e.getByLabel('Max participants *').fill('60');
  await e.getByRole('button', { name: /update|save/i }).last().click();
  await page.waitForTimeout(1500);
  await shot(page, 'a-edited');
  await page.getByRole('button', { name: /Delete/ }).first().click();
  await page.waitForTimeout(1500);
  await shot(page, 'a-deleted');
  // Full event capacity below its registrations
  await page.getByRole('searchbox', { name: 'Search events' }).fill('sky');
  await page.waitForTimeout(800);
  await page.getByRole('button', { name: /Edit/ }).first().click();
  await page.getByRole('dialog').getByLabel('Max participants *').fill('50');
  await page.getByRole('dialog').getByRole('button', { name: /update|save/i }).last().click();
  await page.waitForTimeout(1500);
  await shot(page, 'a-sky-50');
} finally {
  console.log(problems.join('\n'));
  await browser.close();
}
