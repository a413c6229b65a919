// Renders the HTML part of mails as received by the SMTP sink in chromium, at a phone's width, to a
// PNG beside each: what a resident's mail app shows. Run after digest.bench.ts:
//   npx -y pnpm@12.21.0 exec node scripts/mailScreenshot.ts bench/out/digest-sample.eml ...
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';

/** The decoded HTML part of a multipart/alternative message as the sink wrote it. */
function htmlPart(raw: string): string {
  const boundary = raw.match(/boundary="([^"]+)"/)?.[1];
  if (!boundary) throw new Error('not a multipart message');
  const part = raw.split(`--${boundary}`).find((one) => /Content-Type: text\/html/i.test(one));
  if (!part) throw new Error('no HTML part');
  const body = part
    .split(/\r?\n\r?\n/)
    .slice(1)
    .join('')
    .replace(/\s+/g, '');
  return Buffer.from(body, 'base64').toString('utf8');
}

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium' });
const page = await browser.newPage({ viewport: { width: 390, height: 844 }, deviceScaleFactor: 2 });
for (const file of process.argv.slice(2)) {
  await page.setContent(htmlPart(readFileSync(file, 'utf8')));
  const png = file.replace(/\.eml$/, '.png');
  await page.screenshot({ path: png, fullPage: true });
  console.log(png);
}
await browser.close();
