import { By, until } from 'selenium-webdriver';

import { startCms, type CmsServer } from '../cmsServer';
import { DESKTOP, expect, setSize, test } from './fixtures';

/** The admin's bundle and CSP in WebKit; the editing steps run in Chromium (cms.spec.ts). */
let cms: CmsServer;

test.beforeAll(async ({}, testInfo) => {
  // Beside cms.spec.ts's admins (CMS_E2E_PORT moves both).
  cms = await startCms(Number(process.env.CMS_E2E_PORT ?? 5320) + 10 + testInfo.parallelIndex);
});
test.afterAll(() => cms?.stop());

test('the admin renders its collections after the local login', async ({ driver }) => {
  await setSize(driver, DESKTOP);
  await driver.get(cms.admin);
  const login = await driver.wait(
    until.elementLocated(By.xpath('//button[normalize-space(.)="Login"]')),
    30_000,
  );
  await login.click();
  const names = ['Site', 'FAQ', 'Pages', 'Cities', 'Openings', 'Offices'];
  for (const name of names)
    await driver.wait(until.elementLocated(By.xpath(`//a[normalize-space(.)="${name}"]`)), 30_000);
  const shown = await driver.executeScript<string[]>(
    'return [...document.querySelectorAll("a")].map((a) => a.textContent.trim());',
  );
  expect(shown).toEqual(expect.arrayContaining(names));
});
