// Takes the README's screenshot: the home page of the release build (dist/, from
// `trunk build --release`) at 1280×800 in headless Chromium, written to
// docs/screenshots/home.png. Run it after a change to the home page:
//   trunk build --release --offline && node scripts/screenshot-home.mjs
import { startServer, launch } from '../tests/e2e/server.mjs';

const { server, base } = await startServer();
const browser = await launch();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  await page.goto(base);
  await page.waitForSelector('#home .card');
  await page.screenshot({ path: 'docs/screenshots/home.png' });
} finally {
  await browser.close();
  server.close();
}
