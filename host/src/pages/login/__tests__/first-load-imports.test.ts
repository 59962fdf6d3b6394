import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * /login's first load stays within its 230 KB gzip budget only without zod (issue 9; `npm run
 * bench`, "/login first-load JS"). It regressed once unnoticed: a login-page helper imported
 * from `@inventor-portal/shared/schemas`, whose schemas bring zod (39 KB gzip). This walks the
 * host's own modules a first load evaluates (static imports from bootstrap.tsx; `import()` and
 * `import type` start no load) and fails on any value import of the schemas or zod.
 */

const SRC = path.resolve(__dirname, '../../..');
const FORBIDDEN = ['zod', '@inventor-portal/shared/schemas'];

function resolveLocal(from: string, specifier: string): string | null {
  const base = path.resolve(path.dirname(from), specifier);
  for (const candidate of [`${base}.ts`, `${base}.tsx`, `${base}/index.ts`, `${base}/index.tsx`]) {
    if (fs.existsSync(candidate)) return candidate;
  }
  return null;
}

/** The value imports of a module: specifiers of non-type import and export-from declarations. */
function valueImports(file: string): string[] {
  const source = ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
  const specifiers: string[] = [];
  for (const statement of source.statements) {
    if (ts.isImportDeclaration(statement)) {
      const clause = statement.importClause;
      const typeOnly =
        clause?.isTypeOnly ||
        (clause !== undefined &&
          !clause.name &&
          clause.namedBindings !== undefined &&
          ts.isNamedImports(clause.namedBindings) &&
          clause.namedBindings.elements.length > 0 &&
          clause.namedBindings.elements.every((element) => element.isTypeOnly));
      if (!typeOnly && ts.isStringLiteral(statement.moduleSpecifier))
        specifiers.push(statement.moduleSpecifier.text);
    } else if (
      ts.isExportDeclaration(statement) &&
      !statement.isTypeOnly &&
      statement.moduleSpecifier &&
      ts.isStringLiteral(statement.moduleSpecifier)
    ) {
      specifiers.push(statement.moduleSpecifier.text);
    }
  }
  return specifiers;
}

/** Every host module reachable from `entry` by static value imports, with what each imports. */
function firstLoad(entry: string): Map<string, string[]> {
  const seen = new Map<string, string[]>();
  const pending = [entry];
  while (pending.length > 0) {
    const file = pending.pop() as string;
    if (seen.has(file)) continue;
    const imports = valueImports(file);
    seen.set(file, imports);
    for (const specifier of imports) {
      if (!specifier.startsWith('.')) continue;
      const resolved = resolveLocal(file, specifier);
      if (resolved) pending.push(resolved);
    }
  }
  return seen;
}

describe("/login's first load", () => {
  const modules = firstLoad(path.join(SRC, 'bootstrap.tsx'));

  it('walks the login page and the routes (the walk itself works)', () => {
    const names = [...modules.keys()].map((file) => path.relative(SRC, file));
    expect(names).toEqual(
      expect.arrayContaining([
        'app/app-routes.tsx',
        'pages/login/login-page.tsx',
        'pages/login/sso-sign-in.tsx',
      ]),
    );
    // Loaded apart: the signed-in shell, the code step, the provider buttons.
    expect(names).not.toContain('shell/app-shell.tsx');
    expect(names).not.toContain('pages/login/two-factor-step.tsx');
    expect(names).not.toContain('pages/login/sso-provider-buttons.tsx');
  });

  it('imports no zod and no shared schema as a value', () => {
    const offending = [...modules].flatMap(([file, imports]) =>
      imports
        .filter((specifier) => FORBIDDEN.includes(specifier))
        .map((specifier) => `${path.relative(SRC, file)} imports ${specifier}`),
    );
    expect(offending).toEqual([]);
  });
});
