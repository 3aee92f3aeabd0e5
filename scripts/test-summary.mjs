#!/usr/bin/env node
// Sums the test reports of one run into a single closing line: `N passed, N failed, N skipped`.
//
//   node scripts/test-summary.mjs [--check NAME=CODE]... REPORT[=CODE]...
//
// REPORT is a vitest JSON report (`--reporter=json`) or a Playwright JSON report. `=CODE` is the exit
// code of the command that wrote it: a suite that exited non-zero while its report shows no failure
// (an unhandled error, no test files) counts as one failure. `--check NAME=CODE` records a step that
// writes no report (lint, typecheck, build); a non-zero code counts as one failure.
// A missing or unreadable report counts as one failure: the suite did not run. Every failure is named
// above the closing line, which is always the last line printed. Exits 1 on any failure or when no test ran.
import fs from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';

const totals = { passed: 0, failed: 0, skipped: 0 };
const problems = [];

function fail(what) {
  totals.failed += 1;
  problems.push(what);
}

/** Splits `thing=CODE` into the thing and the exit code (undefined when there is none). */
function withCode(arg) {
  const match = /^(.*)=(-?\d+)$/.exec(arg);
  return match ? { value: match[1], code: Number(match[2]) } : { value: arg, code: undefined };
}

/** Counts of one Playwright JSON report, naming the failed tests. */
function playwright(report, name) {
  const { expected = 0, unexpected = 0, flaky = 0, skipped = 0 } = report.stats;
  const failures = [];
  const walk = (suite) => {
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status === 'unexpected') failures.push(`${name}: ${spec.file}:${spec.line} ${spec.title}`);
      }
    }
    for (const child of suite.suites ?? []) walk(child);
  };
  for (const suite of report.suites ?? []) walk(suite);
  // Errors outside any test: the web server did not start, a spec file did not load, and so on.
  const errors = (report.errors ?? []).map((e) => `${name}: ${firstLine(e.message ?? e.value ?? String(e))}`);
  return { passed: expected + flaky, failed: unexpected, skipped, failures, errors };
}

/** Counts of one vitest (Jest-shaped) JSON report, naming the failed tests and files. */
function vitest(report, name) {
  const failures = [];
  const errors = [];
  for (const file of report.testResults ?? []) {
    const where = path.relative(process.cwd(), file.name);
    const failedTests = (file.assertionResults ?? []).filter((t) => t.status === 'failed');
    for (const t of failedTests) failures.push(`${name}: ${where} > ${t.fullName ?? t.title}`);
    // A file that failed without a failed test did not load or crashed in a hook.
    if (file.status === 'failed' && failedTests.length === 0) {
      errors.push(`${name}: ${where}: ${firstLine(file.message || 'failed outside any test')}`);
    }
  }
  return {
    passed: report.numPassedTests ?? 0,
    failed: report.numFailedTests ?? 0,
    skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
    failures,
    errors,
  };
}

/**
 * The lines of a suite's log (REPORT with .log for .json, written by scripts/test-all.sh) that say why it
 * failed outside any test: vitest's "Unhandled Errors" block, or else the last lines naming an error.
 * The summary is what a CI log shows last, so the cause must be in it.
 */
function causeLines(file) {
  let text;
  try {
    text = stripVTControlCharacters(fs.readFileSync(file.replace(/\.json$/, '.log'), 'utf8'));
  } catch {
    return [];
  }
  const lines = text.split('\n').map((l) => l.trimEnd());
  const start = lines.findIndex((l) => /Unhandled (Errors?|Rejection)/.test(l));
  if (start >= 0) return lines.slice(start, start + 25).filter((l) => l.trim() !== '');
  return lines.filter((l) => /\b(Error|error TS\d+|Worker exited|Timeout calling)\b/.test(l)).slice(-12);
}

function firstLine(text) {
  return stripVTControlCharacters(String(text)).trim().split('\n')[0].slice(0, 300);
}

const args = process.argv.slice(2);
for (let i = 0; i < args.length; i += 1) {
  if (args[i] === '--check') {
    const { value, code } = withCode(args[++i] ?? '');
    if (code === undefined) {
      console.error(`test-summary: --check needs NAME=CODE, got "${args[i]}"`);
      process.exit(2);
    }
    if (code !== 0) fail(`${value}: failed (exit code ${code})`);
    continue;
  }
  const { value: file, code } = withCode(args[i]);
  const name = path.basename(file, '.json');
  let report;
  try {
    report = JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch (error) {
    const why = error.code === 'ENOENT' ? 'no report' : `unreadable report (${firstLine(error.message)})`;
    fail(`${name}: did not run: ${why} at ${file}${code ? ` (exit code ${code})` : ''}`);
    continue;
  }
  const counts = report.stats && 'expected' in report.stats ? playwright(report, name) : vitest(report, name);
  totals.passed += counts.passed;
  totals.skipped += counts.skipped;
  totals.failed += counts.failed;
  problems.push(...counts.failures);
  for (const error of counts.errors) fail(error);
  if (code && counts.failed === 0 && counts.errors.length === 0) {
    fail(`${name}: exited with code ${code} although its report shows no failed test (unhandled error, or no tests?)`);
    for (const line of causeLines(file)) problems.push(`    ${line}`);
  }
  if (counts.passed + counts.failed + counts.skipped === 0) problems.push(`${name}: no tests in this report`);
}

if (totals.passed + totals.failed === 0) problems.push('no test ran');
if (problems.length > 0) {
  console.log('\nTest summary:');
  for (const problem of problems) console.log(`  - ${problem}`);
}
console.log(`${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || totals.passed + totals.failed === 0 ? 1 : 0);
