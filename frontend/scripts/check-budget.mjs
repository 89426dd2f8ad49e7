// Prints the home page's initial JS and CSS (gzipped) and fails the build when they exceed
// budget.json, or when admin code or the Bengali catalogue has leaked into the files the home
// page loads.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

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

// The app's files and boot's, the page's one script tag, which every page runs first.
const initialFiles = [...(stats.entrypoints.boot?.assets ?? []), ...entry.assets].map((asset) =>
  typeof asset === 'string' ? asset : asset.name,
);
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

const initialChunkIds = new Set([...(stats.entrypoints.boot?.chunks ?? []), ...entry.chunks]);
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

// The door's page loads the door's catalogue and not the admin's: every admin file in the door's
// code (its chunk, the sign-in form's, and those they share) must be one that catalogue gathers
// from (lingui.config.cjs), or a production build would show its messages as bare ids.
const lingui = createRequire(import.meta.url)(path.join(root, 'lingui.config.cjs'));
const doorCatalogue = lingui.catalogs.find((catalogue) => catalogue.path.includes('/features/admin/door/locales/'));
const doorSources = (doorCatalogue?.include ?? []).map((include) => include.replace('<rootDir>/', './'));
const withSiblings = (name) => {
  const chunk = stats.chunks.find((candidate) => candidate.names?.includes(name));
  return chunk ? [chunk.id, ...chunk.siblings] : [];
};
const doorChunkIds = new Set([...withSiblings('door'), ...withSiblings('sign-in')]);
const doorModules = stats.chunks
  .filter((chunk) => doorChunkIds.has(chunk.id))
  .flatMap((chunk) => moduleNames(chunk.modules))
  .map((name) => name.replace(/ \+ \d+ modules?$/, ''))
  .filter((name) => /^\.\/src\/features\/admin\//.test(name));
const ADMIN_CATALOGUE = /^\.\/src\/features\/admin\/locales\//;
const outside = doorModules.filter(
  (name) => !ADMIN_CATALOGUE.test(name) && !/\/locales\/(en|bn)\.ts$/.test(name) && !doorSources.some((source) => name === source || name.startsWith(`${source}/`)),
);
if (doorChunkIds.size === 0 || doorSources.length === 0) failures.push('no "door" chunk, or no door catalogue in lingui.config.cjs');
else if (doorModules.some((name) => ADMIN_CATALOGUE.test(name))) failures.push("the admin's catalogue is in the door's code");
else if (outside.length > 0) failures.push(`door code outside the door's catalogue (lingui.config.cjs): ${outside.slice(0, 5).join(', ')}`);
else console.log(`Door: ${doorModules.length} admin files, all in the door's own catalogue; the admin's is not loaded.`);

// The door's first screen has no dialog open: the scanner's (Radix's dialog, its focus trap and
// scroll lock) is fetched once the screen is drawn, so a volunteer's phone downloads less first.
const DIALOG = /[\\/]node_modules[\\/]@radix-ui[\\/]react-dialog[\\/]/;
const doorFirstModules = stats.chunks.filter((chunk) => withSiblings('door').includes(chunk.id)).flatMap((chunk) => moduleNames(chunk.modules));
if (doorFirstModules.some((name) => DIALOG.test(name))) failures.push("Radix's dialog is in the door's first files");
else console.log("Door: no dialog code in its first files; the scanner's comes once the screen is drawn.");

if (failures.length > 0) {
  for (const failure of failures) console.error(`Budget check failed: ${failure}`);
  process.exit(1);
}
