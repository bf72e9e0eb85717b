import { Kind, type ConstDirectiveNode, type ConstValueNode, type DocumentNode } from 'graphql';
import { argumentOf } from '../supergraph-directives.js';

/**
 * What the supergraph's authorization directives ask of a caller, read once per supergraph (Apollo's
 * `@authenticated`, `@requiresScopes(scopes: [[...]])` and `@policy(policies: [[...]])`, composed by Federation 2.9).
 */

/**
 * One requirement: every part must hold. `scopes` and `policies` are lists of directives; each directive is a list of
 * alternatives (OR) of which each is a set (AND), as the specification writes it: `[["a", "b"], ["c"]]` is
 * (a AND b) OR c.
 */
export interface Requirement {
  /** A stable text of the requirement: the cache of filtered documents keys on which of these a caller meets. */
  readonly id: string;
  readonly authenticated: boolean;
  readonly scopes: readonly (readonly (readonly string[])[])[];
  readonly policies: readonly (readonly (readonly string[])[])[];
}

/** Requirements by type name (`Type`) and by field coordinate (`Type.field`). */
export interface AuthorizationRequirements {
  readonly types: ReadonlyMap<string, Requirement>;
  readonly fields: ReadonlyMap<string, Requirement>;
  /** Every policy name the supergraph uses (refused at load when the gateway has no function for one). */
  readonly policyNames: ReadonlySet<string>;
}

export const NO_REQUIREMENTS: AuthorizationRequirements = {
  types: new Map(),
  fields: new Map(),
  policyNames: new Set(),
};

const SPECS = {
  authenticated: 'https://specs.apollo.dev/authenticated/',
  requiresScopes: 'https://specs.apollo.dev/requiresScopes/',
  policy: 'https://specs.apollo.dev/policy/',
} as const;

/**
 * The names the supergraph gives the three directives: a `@link` may rename a feature (`as:`) or an imported
 * directive (`{ name: "@policy", as: "@rule" }`); without a link the feature is not used at all.
 */
function directiveNames(supergraph: DocumentNode): Partial<Record<keyof typeof SPECS, string>> {
  const names: Partial<Record<keyof typeof SPECS, string>> = {};
  for (const definition of supergraph.definitions) {
    if (definition.kind !== Kind.SCHEMA_DEFINITION && definition.kind !== Kind.SCHEMA_EXTENSION) continue;
    for (const link of definition.directives ?? []) {
      if (link.name.value !== 'link') continue;
      const url = argumentOf(link, 'url');
      if (url?.kind !== Kind.STRING) continue;
      for (const [feature, prefix] of Object.entries(SPECS) as [keyof typeof SPECS, string][]) {
        if (!url.value.startsWith(prefix)) continue;
        const alias = argumentOf(link, 'as');
        names[feature] = alias?.kind === Kind.STRING ? alias.value : feature;
        const imports = argumentOf(link, 'import');
        for (const imported of imports?.kind === Kind.LIST ? imports.values : []) {
          if (imported.kind !== Kind.OBJECT) continue;
          const name = imported.fields.find((field) => field.name.value === 'name')?.value;
          const as = imported.fields.find((field) => field.name.value === 'as')?.value;
          if (name?.kind === Kind.STRING && as?.kind === Kind.STRING && name.value === `@${feature}`)
            names[feature] = as.value.replace(/^@/, '');
        }
      }
    }
  }
  return names;
}

/** `[["a", "b"], ["c"]]` as written; anything else (a malformed supergraph) reads as no alternative at all. */
function nestedStrings(value: ConstValueNode | undefined): string[][] {
  if (value?.kind !== Kind.LIST) return [];
  return value.values.map((inner) =>
    inner.kind === Kind.LIST ? inner.values.flatMap((item) => (item.kind === Kind.STRING ? [item.value] : [])) : [],
  );
}

function requirementOf(
  directives: readonly ConstDirectiveNode[] | undefined,
  names: Partial<Record<keyof typeof SPECS, string>>,
): Requirement | undefined {
  let authenticated = false;
  const scopes: string[][][] = [];
  const policies: string[][][] = [];
  for (const directive of directives ?? []) {
    const name = directive.name.value;
    if (name === names.authenticated) authenticated = true;
    else if (name === names.requiresScopes) scopes.push(nestedStrings(argumentOf(directive, 'scopes')));
    else if (name === names.policy) policies.push(nestedStrings(argumentOf(directive, 'policies')));
  }
  if (!authenticated && !scopes.length && !policies.length) return undefined;
  return { id: JSON.stringify([authenticated, scopes, policies]), authenticated, scopes, policies };
}

/** Both requirements at once (a field's own and its type's). */
export function bothOf(first: Requirement | undefined, second: Requirement | undefined): Requirement | undefined {
  if (!first || !second) return first ?? second;
  if (first.id === second.id) return first;
  const authenticated = first.authenticated || second.authenticated;
  const scopes = [...first.scopes, ...second.scopes];
  const policies = [...first.policies, ...second.policies];
  return { id: JSON.stringify([authenticated, scopes, policies]), authenticated, scopes, policies };
}

/**
 * The requirements a supergraph declares on its object types, interfaces, unions, scalars and enums, and on their
 * fields. A type's directives apply wherever the type is selected (a field answering it); an interface field's
 * directives apply to it, and through the document filter to its implementations' fields when asked through it.
 */
export function authorizationRequirementsOf(supergraph: DocumentNode): AuthorizationRequirements {
  const names = directiveNames(supergraph);
  if (!names.authenticated && !names.requiresScopes && !names.policy) return NO_REQUIREMENTS;
  const types = new Map<string, Requirement>();
  const fields = new Map<string, Requirement>();
  const policyNames = new Set<string>();
  const note = (requirement: Requirement | undefined) => {
    for (const directive of requirement?.policies ?? [])
      for (const alternative of directive) for (const name of alternative) policyNames.add(name);
    return requirement;
  };
  for (const definition of supergraph.definitions) {
    if (
      definition.kind !== Kind.OBJECT_TYPE_DEFINITION &&
      definition.kind !== Kind.OBJECT_TYPE_EXTENSION &&
      definition.kind !== Kind.INTERFACE_TYPE_DEFINITION &&
      definition.kind !== Kind.INTERFACE_TYPE_EXTENSION &&
      definition.kind !== Kind.UNION_TYPE_DEFINITION &&
      definition.kind !== Kind.SCALAR_TYPE_DEFINITION &&
      definition.kind !== Kind.ENUM_TYPE_DEFINITION
    )
      continue;
    const typeName = definition.name.value;
    const own = note(requirementOf(definition.directives, names));
    if (own) types.set(typeName, bothOf(types.get(typeName), own)!);
    if (!('fields' in definition)) continue;
    for (const field of definition.fields ?? []) {
      const required = note(requirementOf(field.directives, names));
      if (required) fields.set(`${typeName}.${field.name.value}`, required);
    }
  }
  return { types, fields, policyNames };
}
