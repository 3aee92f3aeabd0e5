#!/usr/bin/env node
// Checks that this Node.js is one the platform supports (decision 025): the LTS lines, 22.22 or newer
// on Node 22 (react-router needs 22.22), or 24 and later. The same range is package.json's "engines".
// CI (.ci/run) installs Node 24 from the npm registry when the machine's own Node is older.
const [major = 0, minor = 0] = process.versions.node.split('.').map(Number);
const supported = (major === 22 && minor >= 22) || major >= 24;
if (supported) {
  console.log(`Node ${process.version}: supported.`);
} else {
  console.error(
    `Node ${process.version} is not supported: use Node 24 (or 22.22 and newer). Node 20 reached its end of life in April 2026.`,
  );
}
process.exit(supported ? 0 : 1);
