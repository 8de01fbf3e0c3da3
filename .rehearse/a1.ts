import { open, login, shot } from './lib';
const { browser, page, problems } = await open({ width: 1280, height: 900 });
try {
  await login(page, 'admin@rehearsal.test', 'AdminPass123');
  await page.waitForTimeout(1500);
  await shot(page, 'a-dashboard', true);
  await page.goto('/admin/events');
  await page.waitForTimeout(1500);
  await shot(page, 'a-events');
} finally {
  console.log(problems.join('\n'));
  await browser.close();
}
