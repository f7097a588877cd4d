import { chromium } from 'playwright-core';
const [email, password] = process.argv.slice(2);
const base = 'http://localhost:4837';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--headless', '--no-sandbox', '--disable-gpu'] });
for (const [w, h, name] of [[1280, 800, 'desktop'], [390, 844, 'mobile']]) {
  const page = await browser.newPage({ viewport: { width: w, height: h }, baseURL: base });
  const r = await page.request.post('/api/auth/sign-in/email', { data: { email, password } });
  if (!r.ok()) throw new Error('sign-in ' + r.status());
  if (name === 'desktop') {
    for (const kind of ['knowledge.add-answer', 'listing.fix-problem', 'listing.improve-content']) {
      const list = await (await page.request.get(`/api/approvals?status=pending&kind=${kind}`)).json();
      console.log(kind, JSON.stringify(list.items.map((i) => [i.propertyName, i.title, i.payload.priority])));
    }
  }
  await page.goto('/optimizer');
  await page.waitForTimeout(4000);
  const rec = page.getByRole('region', { name: 'Recommendations' });
  await rec.scrollIntoViewIfNeeded().catch(() => {});
  await page.screenshot({ path: `/tmp/content-opt-${name}.png`, fullPage: false });
  if (name === 'desktop') {
    const apply = rec.getByRole('button', { name: 'Apply' });
    console.log('apply buttons', await apply.count());
    const cards = rec.locator('article');
    for (let i = 0; i < await cards.count(); i++) {
      const text = await cards.nth(i).innerText();
      if (!text.includes('knowledge base:')) { await cards.nth(i).getByRole('button', { name: 'Apply' }).click(); break; }
    }
    await page.waitForTimeout(1000);
    await page.screenshot({ path: `/tmp/content-apply-${name}.png` });
    await page.goto('/approvals');
    await page.waitForTimeout(3000);
    await page.screenshot({ path: `/tmp/content-approvals-${name}.png`, fullPage: true });
  }
  await page.close();
}
await browser.close();
