// Draws the app's icons into apps/web/public from the brand mark (brand.ts): favicon.svg, favicon.ico
// (a 32 px PNG inside an ICO), apple-touch-icon.png (180), icon-192.png, icon-512.png and
// icon-maskable-512.png. Rasterised by Debian chromium. Rerun when the mark or the tokens change:
// node apps/web/build/drawIcons.ts
import { mkdirSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.ts';
import { brandSvg } from './brand.ts';

const publicDir = fileURLToPath(new URL('../public/', import.meta.url));

/** An ICO file holding one PNG image (supported by every browser that still asks for favicon.ico). */
function icoOf(png: Buffer, size: number): Buffer {
  const header = Buffer.alloc(6 + 16);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // type: icon
  header.writeUInt16LE(1, 4); // one image
  header.writeUInt8(size % 256, 6);
  header.writeUInt8(size % 256, 7);
  header.writeUInt16LE(1, 10); // colour planes
  header.writeUInt16LE(32, 12); // bits per pixel
  header.writeUInt32LE(png.length, 14);
  header.writeUInt32LE(header.length, 18);
  return Buffer.concat([header, png]);
}

mkdirSync(publicDir, { recursive: true });
writeFileSync(`${publicDir}favicon.svg`, `${brandSvg()}\n`);
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const page = await browser.newPage();
  const draw = async (size: number, isMaskable: boolean): Promise<Buffer> => {
    await page.setViewportSize({ width: size, height: size });
    const source = `data:image/svg+xml;base64,${Buffer.from(brandSvg({ isMaskable })).toString('base64')}`;
    await page.setContent(
      `<body style="margin:0;background:transparent"><img src="${source}" width="${size}" height="${size}" style="display:block"></body>`,
    );
    await page.locator('img').evaluate((image: HTMLImageElement) => image.decode());
    return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
  };
  writeFileSync(`${publicDir}favicon.ico`, icoOf(await draw(32, false), 32));
  writeFileSync(`${publicDir}apple-touch-icon.png`, await draw(180, true));
  writeFileSync(`${publicDir}icon-192.png`, await draw(192, false));
  writeFileSync(`${publicDir}icon-512.png`, await draw(512, false));
  writeFileSync(`${publicDir}icon-maskable-512.png`, await draw(512, true));
} finally {
  await browser.close();
}
