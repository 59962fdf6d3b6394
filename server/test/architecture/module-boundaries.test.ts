import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const SRC = path.join(ROOT, 'server', 'src');

const ESLINT = path.join(ROOT, 'node_modules', 'eslint', 'bin', 'eslint.js');

interface LintMessage {
  ruleId: string | null;
  message: string;
}

/**
 * The boundary errors the project's lint gives `code` as if it were the file `relative` (under
 * server/src): the real eslint.config.mjs, run as `npm run lint` runs it.
 */
async function boundaryErrors(relative: string, code: string): Promise<string[]> {
  const run = spawnSync(
    process.execPath,
    [ESLINT, '--format', 'json', '--stdin', '--stdin-filename', path.join(SRC, relative)],
    { cwd: ROOT, input: code, encoding: 'utf8' },
  );
  const [result] = JSON.parse(run.stdout) as { messages: LintMessage[] }[];
  return result.messages
    .filter((m) => m.ruleId === 'import-x/no-restricted-paths')
    .map((m) => m.message);
}

const filesUnder = (dir: string): string[] =>
  fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : full.endsWith('.ts') ? [full] : [];
  });

describe('the server grouped by domain (docs/architecture.md)', () => {
  it("refuses a module reaching into another's repository; its service is the way in", async () => {
    const intoRepository = await boundaryErrors(
      'modules/tickets/boundary-probe.ts',
      "import { officeUserIds } from '../accounts/user.repository';\nexport const probe = officeUserIds;\n",
    );
    expect(intoRepository).toEqual([
      expect.stringContaining('A module reaches another only through its *.service.ts functions'),
    ]);
    const throughService = await boundaryErrors(
      'modules/tickets/boundary-probe.ts',
      "import { officeUserIds } from '../accounts/users.service';\nexport const probe = officeUserIds;\n",
    );
    expect(throughService).toEqual([]);
  }, 60_000);

  it('keeps the infrastructure free of modules', async () => {
    const errors = await boundaryErrors(
      'lib/boundary-probe.ts',
      "import { officeUserIds } from '../modules/accounts/users.service';\nexport const probe = officeUserIds;\n",
    );
    expect(errors).toEqual([expect.stringContaining('Infrastructure imports no module')]);
  }, 60_000);

  it('has no source file over 400 lines', () => {
    const long = filesUnder(SRC)
      .map((file) => ({
        file: path.relative(SRC, file),
        lines: fs.readFileSync(file, 'utf8').split('\n').length,
      }))
      .filter(({ lines }) => lines > 400);
    expect(long).toEqual([]);
  });
});
