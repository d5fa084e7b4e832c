// First: zod parses without `new Function` (jitless.ts says why).
import './jitless';
// The site's global styles first, as the site's layout imports them: vanilla-extract emits
// CSS in import order, and the components' own styles override them.
import '@/styles/global.css';
import './fonts.css';

import CMS from 'decap-cms-app';

import { adminConfig } from './config';
import { drafts } from './editing';
import { checkBeforeSave } from './preSave';
import { CityPreview, FaqPreview, JobPreview, PagePreview } from './previews';

/*
 * The editors' admin (cms/build.mjs bundles it): Decap with the site's preview templates and
 * the build's checks before a save, which also keep each translation's review true
 * (preSave.ts, with the entry as it was opened or last saved: editing.ts). Its config is
 * made from the content schema (config.ts), for the origin it is opened on.
 */

CMS.registerPreviewStyle('admin.css');
CMS.registerPreviewTemplate('cities', CityPreview);
CMS.registerPreviewTemplate('jobs', JobPreview);
// A file collection's template is named after its file (config.ts).
CMS.registerPreviewTemplate('faq', FaqPreview);
for (const page of ['home', 'about', 'careers', 'locations'])
  CMS.registerPreviewTemplate(page, PagePreview);
CMS.registerEventListener({
  name: 'preSave',
  handler: (event) => checkBeforeSave(event, drafts.beforeSave()),
});
CMS.registerEventListener({ name: 'postSave', handler: drafts.afterSave });
// The local admin (cms/server.mjs) is built with the site's dev server it runs beside.
CMS.init({
  config: adminConfig({ origin: location.origin, localSite: process.env.CMS_LOCAL_SITE }),
});
