import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/**
 * Finds the English messages the server can answer with by reading its source (and the shared
 * zod schemas it validates with): what is passed as an `HttpError` message or field list, a
 * zod check's message, and the value of any `message:` or `detail:` property. Constants,
 * parameters (followed to the calls that fill them), `LIMITS.x` numbers, conditionals and
 * `list.join(', ')` of a constant list are resolved; a part that cannot be known in advance (a
 * number of seconds, ids) stands as `2`, so a message with one is checked against its pattern.
 */

const ROOT = path.resolve(__dirname, '..', '..', '..');
/** What the API answers with. The admin CLI and the importers print to an administrator's console. */
const SOURCES = ['server/src', 'shared/src/schemas'];
const NOT_ANSWERS = [
  'server/src/cli/',
  'server/src/lib/import/',
  'server/src/modules/patents/import-patents.ts',
  'server/src/modules/inventors/import-inventors.ts',
  'server/src/db/',
  'server/src/mail/',
  // Refusals of the configuration stop the server at start; no client sees them.
  'server/src/config.ts',
  'server/src/modules/sso/sso-config.ts',
];
/** Stands for a part of a message that is only known at run time. */
export const RUN_TIME_PART = '2';
const MAX_VARIANTS = 400;
const MAX_DEPTH = 12;

/** zod checks whose message is their first argument, or their second (after the limit). */
const MESSAGE_FIRST = new Set([
  'positive',
  'nonnegative',
  'negative',
  'nonpositive',
  'int',
  'email',
  'url',
  'nonempty',
]);
const MESSAGE_SECOND = new Set([
  'min',
  'max',
  'length',
  'gt',
  'gte',
  'lt',
  'lte',
  'regex',
  'refine',
  'startsWith',
  'endsWith',
  'multipleOf',
]);
const MESSAGE_PROPERTIES = new Set(['message', 'detail']);

export interface FoundMessage {
  message: string;
  /** `path:line` of the place that writes it. */
  at: string;
}

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === '__tests__' ? [] : listFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.d.ts') ? [full] : [];
  });
}

const unwrap = (node: ts.Expression): ts.Expression =>
  ts.isParenthesizedExpression(node) ||
  ts.isAsExpression(node) ||
  ts.isSatisfiesExpression(node) ||
  ts.isNonNullExpression(node)
    ? unwrap(node.expression)
    : node;

const nameOf = (name: ts.PropertyName): string | null =>
  ts.isIdentifier(name) || ts.isStringLiteral(name) ? name.text : null;

function product(parts: string[][]): string[] {
  return parts
    .reduce<string[]>(
      (acc, options) => acc.flatMap((prefix) => options.map((option) => prefix + option)),
      [''],
    )
    .slice(0, MAX_VARIANTS);
}

class MessageScanner {
  private readonly files: ts.SourceFile[];
  /** Top-level declarations of every file by name: how an imported constant is found. */
  private readonly topLevel = new Map<string, ts.VariableDeclaration[]>();
  /** Every call of a function by its name: how a parameter is followed to its arguments. */
  private readonly callsByName = new Map<string, ts.CallExpression[]>();

  constructor(files: string[]) {
    this.files = files.map((file) =>
      ts.createSourceFile(file, fs.readFileSync(file, 'utf8'), ts.ScriptTarget.ES2022, true),
    );
    for (const source of this.files) {
      for (const statement of source.statements) {
        if (!ts.isVariableStatement(statement)) continue;
        for (const declaration of statement.declarationList.declarations) {
          if (!ts.isIdentifier(declaration.name)) continue;
          const list = this.topLevel.get(declaration.name.text) ?? [];
          list.push(declaration);
          this.topLevel.set(declaration.name.text, list);
        }
      }
      const visit = (node: ts.Node): void => {
        if (ts.isCallExpression(node) && ts.isIdentifier(node.expression)) {
          const list = this.callsByName.get(node.expression.text) ?? [];
          list.push(node);
          this.callsByName.set(node.expression.text, list);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
  }

  /** Every message written at a sink of every file. */
  scan(): FoundMessage[] {
    const found: FoundMessage[] = [];
    for (const source of this.files) {
      const add = (expression: ts.Expression | undefined, node: ts.Node) => {
        if (!expression) return;
        const { line } = source.getLineAndCharacterOfPosition(node.getStart());
        const at = `${path.relative(ROOT, source.fileName)}:${line + 1}`;
        for (const message of this.values(expression, 0) ?? []) found.push({ message, at });
      };
      const visit = (node: ts.Node): void => {
        if (ts.isNewExpression(node) && ts.isIdentifier(node.expression)) {
          if (node.expression.text === 'HttpError') {
            add(node.arguments?.[1], node);
            const extra = node.arguments?.[2];
            if (extra) for (const item of this.fieldLists(extra)) add(item, node);
          }
        } else if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          !(
            ts.isIdentifier(node.expression.expression) &&
            node.expression.expression.text === 'Math'
          )
        ) {
          const method = node.expression.name.text;
          if (MESSAGE_FIRST.has(method)) add(node.arguments[0], node);
          if (MESSAGE_SECOND.has(method)) add(node.arguments[1], node);
        } else if (
          ts.isPropertyAssignment(node) &&
          MESSAGE_PROPERTIES.has(nameOf(node.name) ?? '')
        ) {
          add(node.initializer, node);
        } else if (
          ts.isShorthandPropertyAssignment(node) &&
          MESSAGE_PROPERTIES.has(node.name.text)
        ) {
          add(node.name, node);
        }
        ts.forEachChild(node, visit);
      };
      visit(source);
    }
    return found;
  }

  /** The message lists of an HttpError's extra fields (`{image: [IMAGE_INVALID]}`). */
  private fieldLists(extra: ts.Expression): ts.Expression[] {
    const object = this.literalOf(extra, 0);
    if (!object || !ts.isObjectLiteralExpression(object)) return [];
    return object.properties.flatMap((property) => {
      if (!ts.isPropertyAssignment(property)) return [];
      const list = this.literalOf(property.initializer, 0);
      return list && ts.isArrayLiteralExpression(list) ? this.elementsOf(list) : [];
    });
  }

  /** An array's items, and what is pushed on it by name in the same file (`errors.push(...)`). */
  private elementsOf(list: ts.ArrayLiteralExpression): ts.Expression[] {
    const items = [...list.elements];
    const declaration = list.parent;
    if (ts.isVariableDeclaration(declaration) && ts.isIdentifier(declaration.name)) {
      const name = declaration.name.text;
      const visit = (node: ts.Node): void => {
        if (
          ts.isCallExpression(node) &&
          ts.isPropertyAccessExpression(node.expression) &&
          node.expression.name.text === 'push' &&
          ts.isIdentifier(node.expression.expression) &&
          node.expression.expression.text === name
        )
          items.push(...node.arguments);
        ts.forEachChild(node, visit);
      };
      visit(declaration.getSourceFile());
    }
    return items;
  }

  /** The object or array literal an expression stands for, through constants. */
  private literalOf(
    node: ts.Expression,
    depth: number,
  ): ts.ObjectLiteralExpression | ts.ArrayLiteralExpression | null {
    if (depth > MAX_DEPTH) return null;
    const expression = unwrap(node);
    if (ts.isObjectLiteralExpression(expression) || ts.isArrayLiteralExpression(expression))
      return expression;
    if (ts.isIdentifier(expression)) {
      for (const initializer of this.initializersOf(expression)) {
        const literal = this.literalOf(initializer, depth + 1);
        if (literal) return literal;
      }
    }
    return null;
  }

  /** Where a name's value comes from: the nearest declaration in scope, else a top-level one. */
  private initializersOf(identifier: ts.Identifier): ts.Expression[] {
    const name = identifier.text;
    for (let scope: ts.Node | undefined = identifier.parent; scope; scope = scope.parent) {
      if (ts.isFunctionLike(scope)) {
        const index = scope.parameters.findIndex(
          (p) => ts.isIdentifier(p.name) && p.name.text === name,
        );
        if (index >= 0) return this.argumentsOf(scope, index);
      }
      if (ts.isBlock(scope) || ts.isSourceFile(scope)) {
        const local = this.localDeclaration(scope.statements, name);
        if (local) return local.initializer ? [local.initializer] : [];
      }
    }
    return (this.topLevel.get(name) ?? []).flatMap((d) => (d.initializer ? [d.initializer] : []));
  }

  private localDeclaration(
    statements: ts.NodeArray<ts.Statement>,
    name: string,
  ): ts.VariableDeclaration | undefined {
    for (const statement of statements) {
      if (!ts.isVariableStatement(statement)) continue;
      const found = statement.declarationList.declarations.find(
        (d) => ts.isIdentifier(d.name) && d.name.text === name,
      );
      if (found) return found;
    }
    return undefined;
  }

  /** The arguments given for a parameter at every call of the function, found by its name. */
  private argumentsOf(fn: ts.SignatureDeclaration, index: number): ts.Expression[] {
    const holder = fn.parent;
    const name =
      fn.name && ts.isIdentifier(fn.name)
        ? fn.name.text
        : ts.isVariableDeclaration(holder) && ts.isIdentifier(holder.name)
          ? holder.name.text
          : null;
    if (!name) return [];
    return (this.callsByName.get(name) ?? []).flatMap((call) =>
      call.arguments[index] ? [call.arguments[index]] : [],
    );
  }

  /** The strings an expression can be, or null when one of them cannot be known. */
  private values(node: ts.Expression, depth: number): string[] | null {
    if (depth > MAX_DEPTH) return null;
    const expression = unwrap(node);
    if (ts.isStringLiteral(expression) || ts.isNoSubstitutionTemplateLiteral(expression))
      return [expression.text];
    if (ts.isNumericLiteral(expression)) return [String(Number(expression.text))];
    if (ts.isTemplateExpression(expression)) {
      const parts: string[][] = [[expression.head.text]];
      for (const span of expression.templateSpans) {
        parts.push(this.values(span.expression, depth + 1) ?? [RUN_TIME_PART], [span.literal.text]);
      }
      return product(parts);
    }
    if (ts.isIdentifier(expression)) return this.merged(this.initializersOf(expression), depth);
    if (ts.isConditionalExpression(expression))
      return this.merged([expression.whenTrue, expression.whenFalse], depth);
    if (ts.isBinaryExpression(expression)) return this.binary(expression, depth);
    if (ts.isPropertyAccessExpression(expression)) {
      const object = this.literalOf(expression.expression, depth + 1);
      if (!object || !ts.isObjectLiteralExpression(object)) return null;
      const property = object.properties.find(
        (p) => ts.isPropertyAssignment(p) && nameOf(p.name) === expression.name.text,
      );
      return property && ts.isPropertyAssignment(property)
        ? this.values(property.initializer, depth + 1)
        : null;
    }
    if (ts.isElementAccessExpression(expression)) {
      const object = this.literalOf(expression.expression, depth + 1);
      if (!object) return null;
      const items = ts.isArrayLiteralExpression(object)
        ? this.elementsOf(object)
        : object.properties.flatMap((p) => (ts.isPropertyAssignment(p) ? [p.initializer] : []));
      return this.merged(items, depth);
    }
    if (
      ts.isCallExpression(expression) &&
      ts.isPropertyAccessExpression(expression.expression) &&
      expression.expression.name.text === 'join'
    ) {
      const list = this.literalOf(expression.expression.expression, depth + 1);
      const separator = expression.arguments[0]
        ? this.values(expression.arguments[0], depth + 1)
        : [','];
      if (!list || !ts.isArrayLiteralExpression(list) || separator?.length !== 1) return null;
      const items = list.elements.map((item) => this.values(item, depth + 1));
      if (items.some((item) => item?.length !== 1)) return null;
      return [items.map((item) => item?.[0]).join(separator[0])];
    }
    return null;
  }

  /** All the values of several expressions; the unknown ones are left out. */
  private merged(expressions: ts.Expression[], depth: number): string[] | null {
    const known = expressions.map((e) => this.values(e, depth + 1)).filter((v) => v !== null);
    return known.length ? [...new Set(known.flat())] : null;
  }

  private binary(expression: ts.BinaryExpression, depth: number): string[] | null {
    const operator = expression.operatorToken.kind;
    if (operator === ts.SyntaxKind.QuestionQuestionToken || operator === ts.SyntaxKind.BarBarToken)
      return this.merged([expression.left, expression.right], depth);
    const left = this.values(expression.left, depth + 1);
    const right = this.values(expression.right, depth + 1);
    if (left?.length !== 1 || right?.length !== 1) return null;
    const [a, b] = [left[0], right[0]];
    const numbers = [Number(a), Number(b)];
    const arithmetic: Partial<Record<ts.SyntaxKind, (x: number, y: number) => number>> = {
      [ts.SyntaxKind.AsteriskToken]: (x, y) => x * y,
      [ts.SyntaxKind.SlashToken]: (x, y) => x / y,
      [ts.SyntaxKind.MinusToken]: (x, y) => x - y,
    };
    if (operator === ts.SyntaxKind.PlusToken)
      return [numbers.every(Number.isFinite) ? String(numbers[0] + numbers[1]) : a + b];
    const apply = arithmetic[operator];
    return apply && numbers.every(Number.isFinite) ? [String(apply(numbers[0], numbers[1]))] : null;
  }
}

/** Every message the API can write, once each, with where it is written first. */
export function apiMessages(): FoundMessage[] {
  const files = SOURCES.flatMap((dir) => listFiles(path.join(ROOT, dir))).filter(
    (file) => !NOT_ANSWERS.some((skip) => path.relative(ROOT, file).startsWith(skip)),
  );
  const unique = new Map<string, FoundMessage>();
  for (const found of new MessageScanner(files).scan()) {
    if (!unique.has(found.message)) unique.set(found.message, found);
  }
  return [...unique.values()];
}
