import { COMMANDS } from '../../src/cli/commands';
import type { TestContext } from '../helpers/test-app';

/** Runs an admin command against the test app's database; returns its exit code and output. */
export async function runCommand(
  ctx: TestContext,
  name: string,
  args: string[],
): Promise<{ code: number; output: string[] }> {
  const output: string[] = [];
  const code = await COMMANDS[name].run(args, {
    database: { db: ctx.app.db, dialect: ctx.dialect },
    config: ctx.config,
    out: (line) => output.push(...line.split('\n')),
  });
  return { code, output };
}
