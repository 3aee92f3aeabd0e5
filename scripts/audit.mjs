#!/usr/bin/env node
// `npm audit --omit=dev`: fails when a package the server or the web app ships has a high or critical
// advisory (decision 025). Moderate and low ones are listed but do not fail. Where the registry's audit
// endpoint cannot be reached (some mirrors and sandboxes answer 405), it says so and checks nothing.
import { spawnSync } from 'node:child_process';

const run = spawnSync('npm', ['audit', '--omit=dev', '--json'], { encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
let report;
try {
  report = JSON.parse(run.stdout);
} catch {
  report = undefined;
}
const counts = report?.metadata?.vulnerabilities;
if (!counts) {
  const reason = report?.message ?? report?.error?.summary ?? run.stderr.trim().split('\n').pop() ?? 'no answer';
  console.log(`npm audit: the advisory service did not answer (${reason}); nothing was checked.`);
  process.exit(0);
}
const found = Object.values(report.vulnerabilities ?? {});
for (const item of found) console.log(`${item.severity.padEnd(8)} ${item.name} ${item.range}`);
const serious = found.filter((item) => item.severity === 'high' || item.severity === 'critical');
console.log(
  `npm audit --omit=dev: ${counts.critical} critical, ${counts.high} high, ${counts.moderate} moderate, ${counts.low} low.`,
);
process.exit(serious.length > 0 ? 1 : 0);
