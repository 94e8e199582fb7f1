#!/usr/bin/env node
// Makes sure a Chromium exists for the Playwright tests; installs Debian's
// package when running as root with apt-get, otherwise explains what to do.
import { spawnSync } from 'node:child_process';
import { findChromium, INSTALL_HINT } from '../e2e/browser-path.mjs';

function hasAptGet() {
  return spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0;
}

function isRoot() {
  return typeof process.getuid === 'function' && process.getuid() === 0;
}

let found = findChromium();

if (!found && process.env.KAPAGA_CHROMIUM) {
  console.error(`ensure-browser: KAPAGA_CHROMIUM=${process.env.KAPAGA_CHROMIUM} does not exist.`);
  console.error(INSTALL_HINT);
  process.exit(1);
}

if (!found && isRoot() && hasAptGet()) {
  console.log('ensure-browser: no Chromium found; installing Debian chromium with apt-get...');
  const result = spawnSync('sh', ['-c', 'apt-get update -qq && apt-get install -y -qq chromium'], {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.status !== 0) {
    console.error(`ensure-browser: apt-get failed (exit ${result.status}).`);
  }
  found = findChromium();
}

if (!found) {
  console.error('ensure-browser: no Chromium found for the end-to-end tests.');
  console.error(INSTALL_HINT);
  process.exit(1);
}

console.log(`ensure-browser: using ${found}`);
