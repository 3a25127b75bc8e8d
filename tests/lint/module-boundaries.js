// A local ESLint rule: a server module is used through its index.ts only.
import path from 'node:path';

const MODULES = path.sep + path.join('server', 'modules') + path.sep;

/** The module a file belongs to and its path inside it, or null outside server/modules/<name>/. */
function moduleOf(file) {
  const at = file.indexOf(MODULES);
  if (at === -1) return null;
  const [name, ...rest] = file.slice(at + MODULES.length).split(path.sep);
  return rest.length === 0 ? null : { name, inner: rest.join('/') };
}

/** Tests may reach into any module (they check internals and share factories). */
const isTest = (file) => /\.test\.tsx?$|test-support|[\\/]server[\\/]test[\\/]/.test(file);

export const moduleBoundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Other code uses a server module only through its index.ts (its public interface).' },
    messages: {
      internal:
        "'{{source}}' is internal to the {{module}} module: import it from the module's index.ts (add it there if it is meant for others).",
      registration: "'{{source}}' registers the {{module}} module: only server/modules/index.ts imports it.",
    },
    schema: [],
  },
  create(context) {
    const file = context.filename;
    if (isTest(file)) return {};
    const own = moduleOf(file);
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const target = moduleOf(path.resolve(path.dirname(file), source));
      if (!target || target.name === own?.name) return;
      const inner = target.inner.replace(/\.(tsx?|js)$/, '');
      if (inner === 'index') return;
      if (inner === `${target.name}.module`) {
        if (!file.endsWith(path.join('server', 'modules', 'index.ts'))) {
          context.report({ node: node.source, messageId: 'registration', data: { source, module: target.name } });
        }
        return;
      }
      context.report({ node: node.source, messageId: 'internal', data: { source, module: target.name } });
    };
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

export default { rules: { 'module-boundaries': moduleBoundaries } };
