import { spawnSync } from 'node:child_process';
import path from 'node:path';

// A read with retries (the door's list) whose failed answer lands after its test file has ended
// once crashed the whole Jest run: SWR asked a document that was no longer there. The fixture does
// just that, in a Jest run of its own, which must end cleanly.
test('a failed answer landing after its test file ended does not crash the run', () => {
  const frontend = path.resolve(__dirname, '../../..');
  const run = spawnSync(
    process.execPath,
    [require.resolve('jest/bin/jest'), '--ci', '--roots', '<rootDir>/src', '--testMatch', '**/test/late-failure.fixture.tsx'],
    { cwd: frontend, encoding: 'utf8', timeout: 60_000 },
  );
  const output = `${run.stdout}${run.stderr}`;
  expect(output).toContain('1 passed');
  expect(output).not.toContain('TypeError');
  expect(run.status).toBe(0);
});
