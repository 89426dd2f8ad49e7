// Prints the home page's initial JS and CSS (gzipped) and fails the build when they exceed
// budget.json, or when admin code or the Bengali catalogue has leaked into the files the home
// page loads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';

const root = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const outDir = path.join(root, 'dist', 'static');
const budget = JSON.parse(fs.readFileSync(path.join(root, 'budget.json'), 'utf8'));
const stats = JSON.parse(fs.readFileSync(path.join(root, 'build-stats.json'), 'utf8'));

// Admin-only code: the admin feature folder and the libraries it alone uses (uploads, and the
// door's QR code reader).
const ADMIN_MODULE = /[\\/]src[\\/]features[\\/]admin[\\/]|[\\/]node_modules[\\/](@uppy|jsqr)[\\/]/;

const failures = [];

const entry = stats.entrypoints?.main;
if (!entry) {
  console.error('build-stats.json has no "main" entrypoint');
  process.exit(1);
}

const initialFiles = entry.assets.map((asset) => (typeof asset === 'string' ? asset : asset.name));
const gzipKB = (file) => zlib.gzipSync(fs.readFileSync(path.join(outDir, file)), { level: 9 }).length / 1024;

const sum = (ext) =>
  initialFiles.filter((file) => file.endsWith(ext)).reduce((total, file) => total + gzipKB(file), 0);

const jsKB = sum('.js');
const cssKB = sum('.css');

console.log('Home page initial files:');
for (const file of initialFiles) console.log(`  ${file}  ${gzipKB(file).toFixed(1)} KB gzipped`);
console.log(`Home page initial JS:  ${jsKB.toFixed(1)} KB gzipped (budget ${budget.homeInitialJsGzipKB} KB)`);
console.log(`Home page initial CSS: ${cssKB.toFixed(1)} KB gzipped (budget ${budget.homeInitialCssGzipKB} KB)`);

if (jsKB > budget.homeInitialJsGzipKB) failures.push(`initial JS ${jsKB.toFixed(1)} KB is over budget`);
if (cssKB > budget.homeInitialCssGzipKB) failures.push(`initial CSS ${cssKB.toFixed(1)} KB is over budget`);

function moduleNames(modules = []) {
  return modules.flatMap((module) => [module.name ?? '', ...moduleNames(module.modules)]);
}

const initialChunkIds = new Set(entry.chunks);
const initialModules = stats.chunks
  .filter((chunk) => initialChunkIds.has(chunk.id))
  .flatMap((chunk) => moduleNames(chunk.modules));
const leaked = initialModules.filter((name) => ADMIN_MODULE.test(name));
if (leaked.length > 0) failures.push(`admin code in the home page's files: ${leaked.slice(0, 5).join(', ')}`);

// The check above only means something if the admin really is built as a chunk of its own.
const adminChunk = stats.chunks.find((chunk) => chunk.names?.includes('admin'));
if (!adminChunk || moduleNames(adminChunk.modules).every((name) => !ADMIN_MODULE.test(name))) {
  failures.push('no separate "admin" chunk holding src/features/admin was built');
} else {
  console.log('Admin code: only in its own chunk, not in the home page\'s files.');
}

// English pages never download the Bengali messages: they are a chunk of their own.
const BENGALI_CATALOGUE = /[\\/]src[\\/]locales[\\/]bn[\\/]/;
const bengaliInInitial = initialModules.filter((name) => BENGALI_CATALOGUE.test(name));
if (bengaliInInitial.length > 0) failures.push(`the Bengali catalogue is in the home page's files: ${bengaliInInitial[0]}`);
const bengaliChunk = stats.chunks.find((chunk) => chunk.names?.includes('locale-bn'));
if (!bengaliChunk || !moduleNames(bengaliChunk.modules).some((name) => BENGALI_CATALOGUE.test(name))) {
  failures.push('no separate "locale-bn" chunk holding the Bengali catalogue was built');
} else {
  const file = bengaliChunk.files.find((name) => name.endsWith('.js'));
  console.log(`Bengali catalogue: only in its own chunk (${gzipKB(file).toFixed(1)} KB gzipped), loaded when chosen.`);
}

if (failures.length > 0) {
  for (const failure of failures) console.error(`Budget check failed: ${failure}`);
  process.exit(1);
}
