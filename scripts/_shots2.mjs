import { chromium } from '@playwright/test';
const base = 'http://127.0.0.1:4600';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--disable-quic'] });
const draft = { vehicleType: 'car', pickupId: 18, differentDropoff: false, pickupDate: '2027-07-12', pickupTime: '10:00', returnDate: '2027-07-19', returnTime: '10:00', ageGroupId: 28 };
const shots = JSON.parse(process.env.SHOTS); // [[path, selector, w, scheme, height]]
for (const [p, sel, w, scheme, h] of shots) {
  const context = await browser.newContext({ viewport: { width: w, height: h ?? 900 }, colorScheme: scheme });
  await context.addInitScript((d) => { localStorage.setItem('cookie-consent', 'declined'); if (!location.search.includes('nodraft')) sessionStorage.setItem('reservation-draft', JSON.stringify(d)); }, draft);
  const page = await context.newPage();
  await page.goto(base + p, { waitUntil: 'networkidle' });
  await page.waitForTimeout(1500);
  if (process.env.CLICK) await page.locator(process.env.CLICK).first().click();
  await page.locator(sel).first().scrollIntoViewIfNeeded();
  await page.evaluate((s) => document.querySelector(s)?.scrollIntoView({ block: 'start' }), sel);
  await page.waitForTimeout(300);
  const name = `/tmp/v-${p.replace(/[\/?=,&]/g, '_')}-${sel.replace(/[^a-z]/g, '')}-${w}-${scheme}.png`;
  await page.screenshot({ path: name });
  console.log(name);
  await context.close();
}
await browser.close();
