// The Content-Security-Policy in a real browser: the journeys' fixture (support/test.ts) catches a
// violation provoked on purpose, the app as served refuses an injected inline script, and every
// journey runs under that fixture.
import { readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './support/test.ts';

test('the fixture catches a securitypolicyviolation that a page provokes on purpose', async ({
  page,
  cspViolations,
}) => {
  // A page of our own with a strict policy and an inline script it forbids.
  await page.route('**/csp-probe', (route) =>
    route.fulfill({
      contentType: 'text/html',
      headers: { 'content-security-policy': "script-src 'self'" },
      body: '<!doctype html><title>sonda</title><script>window.ranInline = true</script>',
    }),
  );
  await page.goto('/csp-probe');
  expect(await page.evaluate(() => 'ranInline' in window)).toBe(false);
  await expect.poll(() => cspViolations.map((violation) => violation.directive)).toEqual(['script-src-elem']);
  // Caught, as it must be: cleared so that this test alone does not fail at its end.
  cspViolations.length = 0;
});

test('the app, as served, refuses an inline script injected into its page and reports it', async ({
  page,
  cspViolations,
}) => {
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Entrar' })).toBeVisible();
  expect(cspViolations).toEqual([]);
  await page.evaluate(() => {
    const script = document.createElement('script');
    script.textContent = 'window.ranInjected = true';
    document.head.append(script);
  });
  expect(await page.evaluate(() => 'ranInjected' in window)).toBe(false);
  await expect.poll(() => cspViolations.map((violation) => violation.directive)).toEqual(['script-src-elem']);
  cspViolations.length = 0;
});

test('every journey runs under the checked test and opens contexts through it', () => {
  const folder = fileURLToPath(new URL('.', import.meta.url));
  const specs = readdirSync(folder).filter((file) => file.endsWith('.spec.ts'));
  expect(specs.length).toBeGreaterThan(1);
  for (const spec of specs) {
    const source = readFileSync(`${folder}${spec}`, 'utf8');
    expect(source, spec).toMatch(/import \{[^}]*\btest\b[^}]*\} from '\.\/support\/test\.ts'/);
    expect(source, spec).not.toMatch(/import \{[^}]*\btest\b[^}]*\} from '@playwright\/test'/);
    expect(source, spec).not.toMatch(/browser\.newContext\(/);
  }
});
