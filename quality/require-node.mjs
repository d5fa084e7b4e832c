#!/usr/bin/env node
// @ts-check
// `npm start` and `npm test` run this first: on a Node older than package.json's `engines`
// it stops at once, with one line saying what to install, instead of failing later in a tool.
import { readFileSync } from 'node:fs';

import semver from 'semver';

const { engines } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));
if (!semver.satisfies(process.versions.node, engines.node)) {
  console.error(
    `Scoot needs Node ${engines.node} (Node 24 LTS, see .nvmrc); this is ${process.versions.node}: ` +
      'run `nvm install` or see README, Requirements.',
  );
  process.exit(1);
}
