import path from 'node:path';
import type { Edge } from './imports.ts';
import { FACE, isTestCode, ROUTE_FILE, RULES, TABLES, TEST_SUPPORT, type Zone, zoneOf } from './rules.ts';

/** npm packages each side may not use: domain is plain TypeScript and zod. */
const DOMAIN_PACKAGES = new Set(['zod']);

function side(file: string): string {
  return file.split('/')[0] as string;
}

/** Why an import breaks the rules, or null when it keeps them. */
export function brokenRule(edge: Edge): string | null {
  const { from, to } = edge;
  if (to.startsWith('@seabook/')) return `${from} imports the workspace ${to}`;
  const source = zoneOf(from);
  const target = zoneOf(to);
  if (source === null || target === null) return null;
  if (side(from) !== side(to) && side(to) !== 'domain') return `${side(from)} imports ${side(to)}`;
  if (source.zone === 'test-harness') return null;
  if (isTestCode(from)) {
    if (target.zone === 'test-harness' || isTestCode(to)) return null;
    if ((TEST_SUPPORT as readonly string[]).includes(target.zone)) return null;
  }
  if (target.zone === 'test-harness') return `${from} is not test code but imports the test harness`;
  if (isTestCode(to)) return `${from} is not test code but imports ${to}`;
  const from0 = source.zone as Zone;
  const to0 = target.zone as Zone;
  const allowed: readonly string[] = RULES[from0];
  if (from0 === to0) {
    if (!('unit' in source) || !('unit' in target) || source.unit === target.unit) return null;
    if (from0 === 'web/features/*') return `feature ${source.unit} imports feature ${target.unit}`;
    if (path.basename(to) === FACE(target.unit as string)) return null;
    if (allowed.includes('server/modules/*:tables') && TABLES.test(from) && TABLES.test(to)) return null;
    return `module ${source.unit} imports ${path.basename(to)} of module ${target.unit}, not its face ${FACE(target.unit as string)}`;
  }
  if (allowed.includes(to0)) return null;
  if (to0 === 'server/modules/*' && 'unit' in target) {
    if (allowed.includes('server/modules/*:face') && path.basename(to) === FACE(target.unit as string)) return null;
    if (allowed.includes('server/modules/*:routes') && ROUTE_FILE.test(to)) return null;
    return `${from0} imports ${path.basename(to)} of module ${target.unit}, not its face ${FACE(target.unit as string)}`;
  }
  return `${from0} may not import ${to0}`;
}

/** Imports of npm packages that a zone may not use (domain: zod only). */
export function brokenPackage(file: string, spec: string): string | null {
  if (!file.startsWith('domain/src/') || spec.startsWith('.') || spec.startsWith('node:')) return null;
  const name = spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : (spec.split('/')[0] as string);
  if (DOMAIN_PACKAGES.has(name) || name === '@seabook/domain') return null;
  if (isTestCode(file) && (name === 'vitest' || name === 'fast-check')) return null;
  return `domain imports the package ${name}`;
}

/** Import circles among the project's own files (test code left out), each as a list of files. */
export function circles(edges: Edge[]): string[][] {
  const graph = new Map<string, Set<string>>();
  for (const { from, to } of edges) {
    if (isTestCode(from) || to.startsWith('@')) continue;
    const list = graph.get(from) ?? new Set<string>();
    list.add(to);
    graph.set(from, list);
  }
  // Tarjan's strongly connected components: every component of more than one file is a circle.
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (node: string): void => {
    indexOf.set(node, index);
    low.set(node, index);
    index++;
    stack.push(node);
    onStack.add(node);
    for (const next of graph.get(node) ?? []) {
      if (!indexOf.has(next)) {
        visit(next);
        low.set(node, Math.min(low.get(node) as number, low.get(next) as number));
      } else if (onStack.has(next)) {
        low.set(node, Math.min(low.get(node) as number, indexOf.get(next) as number));
      }
    }
    if (low.get(node) === indexOf.get(node)) {
      const component: string[] = [];
      let member: string;
      do {
        member = stack.pop() as string;
        onStack.delete(member);
        component.push(member);
      } while (member !== node);
      if (component.length > 1) found.push(component.sort());
    }
  };
  for (const node of graph.keys()) if (!indexOf.has(node)) visit(node);
  return found;
}
