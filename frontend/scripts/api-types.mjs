// Writes src/lib/api-schema.d.ts from the server's OpenAPI schema, so the browser's API types are
// the server's and cannot drift from them. With --check it writes nothing and fails when the
// committed file differs from what the current schema produces.
//
// The schema comes from Django itself (`manage.py spectacular`), run with the Python named by the
// PYTHON environment variable (default: the repository's .venv).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import openapiTS, { astToString, COMMENT_HEADER } from 'openapi-typescript';

const frontend = path.dirname(path.dirname(fileURLToPath(import.meta.url)));
const repository = path.dirname(frontend);
const output = path.join(frontend, 'src', 'lib', 'api-schema.d.ts');
const relativeOutput = path.relative(frontend, output);
const check = process.argv.includes('--check');

function pythonCommand() {
  const python = process.env.PYTHON || '../.venv/bin/python';
  // A path is taken relative to the front end (where npm runs scripts); a bare name is looked up
  // on PATH.
  return python.includes('/') ? path.resolve(frontend, python) : python;
}

function serverSchema() {
  const python = pythonCommand();
  const directory = fs.mkdtempSync(path.join(os.tmpdir(), 'openapi-'));
  const file = path.join(directory, 'schema.json');
  try {
    const result = spawnSync(python, ['manage.py', 'spectacular', '--format', 'openapi-json', '--file', file], {
      cwd: repository,
      // Describing the API needs neither a secret key nor a database: the local configuration,
      // and a database in memory, so that no file is left behind.
      env: { ...process.env, DEBUG: '1', DATABASE_URL: 'sqlite://:memory:' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    if (result.error || result.status !== 0) {
      const reason = result.error ? result.error.message : `exit status ${result.status}`;
      console.error(
        `Could not write the OpenAPI schema with ${python} (${reason}).\n` +
          'Set PYTHON to a Python that has the server\'s requirements installed.',
      );
      process.exit(1);
    }
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } finally {
    fs.rmSync(directory, { recursive: true, force: true });
  }
}

const ast = await openapiTS(serverSchema());
const generated = `${COMMENT_HEADER}${astToString(ast)}`;

if (check) {
  const committed = fs.existsSync(output) ? fs.readFileSync(output, 'utf8') : '';
  if (committed !== generated) {
    console.error(
      `${relativeOutput} does not match the server's OpenAPI schema.\n` +
        'Run `npm run api:types`, fix what the type checker then reports, and commit the result.',
    );
    process.exit(1);
  }
  console.log(`${relativeOutput} matches the server's OpenAPI schema.`);
} else {
  fs.writeFileSync(output, generated);
  console.log(`Wrote ${relativeOutput} from the server's OpenAPI schema.`);
}
