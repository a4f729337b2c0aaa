import fs from 'node:fs';
import path from 'node:path';
import ts from 'typescript';

/** One `t('key', { vars })` call, or a key named some other way (i18nKey, a qualified literal). */
export interface KeyUsage {
  /** Fully qualified `ns:key`; for a template literal, the fixed part before the first `${}`. */
  key: string;
  isPrefix: boolean;
  /** Variable names passed in an object literal; undefined when they cannot be known statically. */
  variables?: Set<string>;
  /** Whether the call sits in t(...) — only those can be "missing". */
  inCall: boolean;
  where: string;
  /**
   * For a t(...) call: the namespaces that are there when it runs, apart from the bundled ones:
   * those its file's useTranslation(...) loads; empty for i18n.t(...), which loads nothing.
   */
  loadedHere?: ReadonlySet<string>;
}

/** i18next's own option names, which are not interpolation variables. */
const OPTION_NAMES = new Set([
  'ns',
  'defaultValue',
  'context',
  'returnObjects',
  'returnDetails',
  'joinArrays',
  'lng',
  'lngs',
  'fallbackLng',
  'keyPrefix',
  'interpolation',
  'postProcess',
  'replace',
  'ordinal',
]);

export const TEST_FILE = /(\.test|\.spec)\.[cm]?tsx?$|[\\/](__tests__|fixtures)[\\/]/;

export function listSourceFiles(dir: string): string[] {
  if (!fs.existsSync(dir)) return [];
  const files: string[] = [];
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) {
      if (entry.name !== 'node_modules') files.push(...listSourceFiles(full));
    } else if (/\.[cm]?tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts')) {
      files.push(full);
    }
  }
  return files;
}

function stringValue(node: ts.Node | undefined): string | undefined {
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  return undefined;
}

/** `i18n.t(...)` / `i18next.t(...)`: outside a component, so it loads no namespace of its own. */
function isGlobalTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  return (
    ts.isPropertyAccessExpression(callee) &&
    ts.isIdentifier(callee.expression) &&
    ['i18n', 'i18next'].includes(callee.expression.text)
  );
}

function isTranslateCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  if (ts.isIdentifier(callee)) return callee.text === 't';
  return ts.isPropertyAccessExpression(callee) && callee.name.text === 't';
}

/**
 * Reads which catalogue keys one file uses. `useTranslation('ns')` sets the file's default
 * namespace (else `defaultNamespace`); `ns:key` strings anywhere count as used when they exist.
 */
export function keyUsages(file: string, namespaces: Set<string>, defaultNamespace: string, root: string): KeyUsage[] {
  const text = fs.readFileSync(file, 'utf8');
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const relative = path.relative(root, file);
  const usages: KeyUsage[] = [];
  let fileNamespace = defaultNamespace;

  const qualify = (key: string) => {
    const colon = key.indexOf(':');
    return colon > 0 && namespaces.has(key.slice(0, colon)) ? key : `${fileNamespace}:${key}`;
  };
  const where = (node: ts.Node) => `${relative}:${source.getLineAndCharacterOfPosition(node.getStart()).line + 1}`;

  // First pass: the file's namespace, and every namespace its useTranslation calls load.
  const loadedByHooks = new Set<string>();
  const noneLoaded: ReadonlySet<string> = new Set();
  const findNamespace = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === 'useTranslation') {
      const first = node.arguments[0];
      const named = first && ts.isArrayLiteralExpression(first) ? [...first.elements] : first ? [first] : [];
      for (const element of named) {
        const namespace = stringValue(element);
        if (namespace) loadedByHooks.add(namespace);
      }
      const value =
        stringValue(first) ??
        (first && ts.isArrayLiteralExpression(first) ? stringValue(first.elements[0]) : undefined);
      if (value && fileNamespace === defaultNamespace) fileNamespace = value;
    }
    ts.forEachChild(node, findNamespace);
  };
  findNamespace(source);

  const visit = (node: ts.Node): void => {
    if (ts.isCallExpression(node) && isTranslateCall(node) && node.arguments.length > 0) {
      const [keyArg, optionsArg] = node.arguments;
      let variables: Set<string> | undefined = new Set();
      if (optionsArg) {
        if (ts.isObjectLiteralExpression(optionsArg)) {
          for (const property of optionsArg.properties) {
            if (ts.isSpreadAssignment(property)) variables = undefined;
            else if (
              variables &&
              property.name &&
              (ts.isIdentifier(property.name) || ts.isStringLiteral(property.name))
            ) {
              if (!OPTION_NAMES.has(property.name.text)) variables.add(property.name.text);
            }
          }
        } else {
          variables = undefined;
        }
      }
      // `t(open ? 'close' : 'open')`: both branches are keys.
      const literals =
        keyArg && ts.isConditionalExpression(keyArg)
          ? [stringValue(keyArg.whenTrue), stringValue(keyArg.whenFalse)].filter((k) => k !== undefined)
          : [stringValue(keyArg)].filter((k) => k !== undefined);
      const loadedHere = isGlobalTranslateCall(node) ? noneLoaded : loadedByHooks;
      if (literals.length > 0) {
        for (const literal of literals) {
          usages.push({
            key: qualify(literal),
            isPrefix: false,
            variables,
            inCall: true,
            where: where(node),
            loadedHere,
          });
        }
      } else if (keyArg && ts.isTemplateExpression(keyArg)) {
        usages.push({ key: qualify(keyArg.head.text), isPrefix: true, inCall: true, where: where(node), loadedHere });
      }
    } else if (ts.isJsxAttribute(node) && node.name.getText() === 'i18nKey') {
      const init = node.initializer;
      const literal = init && ts.isStringLiteral(init) ? init.text : undefined;
      if (literal) usages.push({ key: qualify(literal), isPrefix: false, inCall: true, where: where(node) });
    } else if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) {
      const colon = node.text.indexOf(':');
      if (colon > 0 && namespaces.has(node.text.slice(0, colon))) {
        usages.push({ key: node.text, isPrefix: false, inCall: false, where: where(node) });
      }
    } else if (ts.isTemplateExpression(node)) {
      const head = node.head.text;
      const colon = head.indexOf(':');
      if (colon > 0 && namespaces.has(head.slice(0, colon))) {
        usages.push({ key: head, isPrefix: true, inCall: false, where: where(node) });
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return usages;
}

const CYRILLIC = /[\u0400-\u04FF]/;

/** Lines holding Cyrillic: user-visible text belongs in the catalogue, not in code. */
export function cyrillicLines(file: string, root: string): string[] {
  const lines = fs.readFileSync(file, 'utf8').split('\n');
  const relative = path.relative(root, file);
  return lines.flatMap((line, index) => (CYRILLIC.test(line) ? [`${relative}:${index + 1}: ${line.trim()}`] : []));
}
