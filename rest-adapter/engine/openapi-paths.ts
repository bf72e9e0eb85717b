import type { RouteDefinition } from './types.js';

/** The path parameters of an express path, in order (`/items/:id/parts/:part` → `id`, `part`). */
export const pathParameters = (path: string) => [...path.matchAll(/:(\w+)/g)].map((match) => match[1]);

const capitalized = (name: string) => name.charAt(0).toUpperCase() + name.slice(1);

/** Where a route is listed: its path, and what each shared path parameter stands for in it. */
export interface DocumentedPath {
  readonly path: string;
  /** The route's own parameter names that are listed under a shared name, with that name and its description. */
  readonly shared: ReadonlyMap<string, { readonly name: string; readonly description: string }>;
}

/**
 * The OpenAPI path of each route of a table: its express path with `{name}` parameters. OpenAPI counts templates
 * that differ only in their parameters' names as one path, which no document may list twice (`/taxonomies/:id`
 * of variant A and `/taxonomies/:type` of variant B, both still served): such routes share one path, with one
 * name per position made of theirs (`/taxonomies/{idOrType}`), and each operation says what the segment is for it.
 */
export function openApiPaths(routes: readonly RouteDefinition[]): Map<RouteDefinition, DocumentedPath> {
  const templates = new Map<string, RouteDefinition[]>();
  for (const route of routes) {
    const template = route.path.replace(/:\w+/g, ':');
    templates.set(template, [...(templates.get(template) ?? []), route]);
  }
  const documented = new Map<RouteDefinition, DocumentedPath>();
  for (const group of templates.values()) {
    const positions = pathParameters(group[0].path).map((_, index) => [
      ...new Set(group.map((route) => pathParameters(route.path)[index])),
    ]);
    const names = positions.map((distinct) =>
      distinct.map((name, index) => (index ? `Or${capitalized(name)}` : name)).join(''),
    );
    for (const route of group) {
      const own = pathParameters(route.path);
      const shared = new Map<string, { name: string; description: string }>();
      own.forEach((name, index) => {
        const others = new Map<string, { name: string; methods: string[] }>();
        for (const other of group) {
          const otherName = pathParameters(other.path)[index];
          if (otherName === name) continue;
          const entry = others.get(other.path) ?? { name: otherName, methods: [] };
          if (!entry.methods.includes(other.method)) entry.methods.push(other.method);
          others.set(other.path, entry);
        }
        if (!others.size) return;
        const elsewhere = [...others].map(
          ([path, other]) => `the \`${other.name}\` of ${other.methods.join(' and ')} \`${path}\``,
        );
        shared.set(name, {
          name: names[index],
          description: `The \`${name}\` of \`${route.path}\`. The same segment is ${elsewhere.join(', and ')}.`,
        });
      });
      let position = 0;
      documented.set(route, { path: route.path.replace(/:\w+/g, () => `{${names[position++]}}`), shared });
    }
  }
  return documented;
}
