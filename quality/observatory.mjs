#!/usr/bin/env node
/**
 * `npm run audit:security`: Mozilla's HTTP Observatory grade for production, written to
 * docs/security/latest.md: @mdn/mdn-http-observatory scans, offline, nginx serving out/ with
 * the committed configuration over TLS on loopback (a throwaway certificate; plain HTTP on the
 * next port redirects). Option: --port N (HTTPS; default 4395). Stood in for what its skipped
 * install script downloads: the CA it trusts (NODE_EXTRA_CA_CERTS, so the scan runs in a
 * process of its own) and the HSTS preload list (empty); a module hook gives its retriever
 * this run's ports, as scan() knows only 80 and 443.
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { registerHooks } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

import { markdownTable, root, runMain, startServer, writeFormatted } from './tools.mjs';

const observatory = join(root, 'node_modules', '@mdn', 'mdn-http-observatory', 'src');
const moduleUrl = (/** @type {string} */ path) => pathToFileURL(join(observatory, path)).href;
const source = (/** @type {string} */ code) => `data:text/javascript,${encodeURIComponent(code)}`;

/** In the scan's process: the package's scan() of localhost on the ports in SCOOT_SCAN_PORTS. */
async function scan() {
  const [httpPort, httpsPort] = String(process.env.SCOOT_SCAN_PORTS).split(',');
  const retriever = moduleUrl('retriever/retriever.js');
  /** @type {Record<string, string>} */
  const standIns = {
    [retriever]: source(
      `import { retrieve as r } from ${JSON.stringify(retriever)};` +
        `export const retrieve = (h) => r(h, { httpPort: ${httpPort}, httpsPort: ${httpsPort} });`,
    ),
    [moduleUrl('analyzer/hsts.js')]: source(
      'export const hsts = () => new Map(); export const isHstsPreloaded = () => null;',
    ),
  };
  registerHooks({
    resolve(specifier, context, next) {
      const resolved = next(specifier, context);
      const standIn = context.parentURL?.startsWith('data:') ? undefined : standIns[resolved.url];
      return standIn ? { url: standIn, shortCircuit: true } : resolved;
    },
  });
  const { scan: observatoryScan } = await import(moduleUrl('scanner/index.js'));
  process.stdout.write(JSON.stringify(await observatoryScan('localhost')));
}

async function main() {
  if (process.argv[2] === '--scan') return scan();
  const portArgument = process.argv.indexOf('--port');
  const port = portArgument > 0 ? Number(process.argv[portArgument + 1]) : 4395;
  const dir = mkdtempSync(join(tmpdir(), 'scoot-observatory-'));
  const [cert, key] = [join(dir, 'cert.pem'), join(dir, 'key.pem')];
  const certificate = 'req -x509 -newkey rsa:2048 -nodes -days 1 -subj /CN=localhost';
  const files = ['-addext', 'subjectAltName=DNS:localhost', '-keyout', key, '-out', cert];
  let nginx;
  let result;
  try {
    execFileSync('openssl', [...certificate.split(' '), ...files], { stdio: 'ignore' });
    nginx = await startServer({
      root,
      port,
      server: 'nginx',
      env: { SCOOT_TLS_CERT: cert, SCOOT_TLS_KEY: key, SCOOT_HTTP_PORT: String(port + 1) },
      readyUrl: `http://127.0.0.1:${port + 1}/`,
    });
    const output = execFileSync(process.execPath, [import.meta.filename, '--scan'], {
      encoding: 'utf8',
      timeout: 120_000,
      env: { ...process.env, NODE_EXTRA_CA_CERTS: cert, SCOOT_SCAN_PORTS: `${port + 1},${port}` },
    });
    result = JSON.parse(output);
  } finally {
    await nginx?.stop();
    rmSync(dir, { recursive: true, force: true });
  }
  const { grade, score, testsPassed, testsQuantity, responseHeaders } = result.scan;
  /** @type {[string, { pass: boolean, scoreModifier: number, result: string }][]} */
  const tests = Object.entries(result.tests);
  const rows = tests.map(([test, { pass, scoreModifier: modifier, result: outcome }]) => [
    ...[test, pass ? 'pass' : '**fail**', `${modifier > 0 ? '+' : ''}${modifier}`, outcome],
  ]);
  const table = `Grade **${grade}**, score **${score}**, ${testsPassed} of ${testsQuantity} tests passed.

${markdownTable(['test', 'outcome', 'score', 'result'], rows)}`;
  console.log(table);
  const headers = Object.entries(responseHeaders).map(([header, value]) => `${header}: ${value}`);
  await writeFormatted(
    join(root, 'docs', 'security', 'latest.md'),
    `# HTTP Observatory: nginx over TLS

Written by \`npm run audit:security\` (quality/observatory.mjs) on ${new Date().toISOString().slice(0, 10)}: Mozilla's scanner and grader against the built \`out/\` on nginx with the committed configuration, over TLS on loopback.

${table}

The headers the scan saw on the home page:

\`\`\`
${headers.join('\n')}
\`\`\`
`,
  );
}

runMain(import.meta.url, main);
