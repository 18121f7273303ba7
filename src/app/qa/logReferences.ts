// jsan's references, the one extension of JSON that Redux DevTools writes and reads: `{ "$jsan": "$[4].payload" }`
// stands for the value at that path of the same string. Our logs use them so that a result the API answered
// again (the catalog after every page load) is written once; DevTools' Import (jsan.parse) resolves them as we do.
import type { UnknownAction } from '@reduxjs/toolkit';
import { baseApi } from '../../shared/api/baseApi';

const RESULT_TYPES = new Set([
  `${baseApi.reducerPath}/executeQuery/fulfilled`,
  `${baseApi.reducerPath}/executeMutation/fulfilled`,
]);

/** An action as a log writes it: its JSON, and its RTK Query result's JSON (the part worth sharing). */
export interface EncodedAction {
  action: UnknownAction;
  json: string;
  result?: string;
}

export function encodeAction(action: UnknownAction): EncodedAction {
  const json = JSON.stringify(action);
  return RESULT_TYPES.has(action.type) && action.payload !== undefined
    ? { action, json, result: JSON.stringify(action.payload) }
    : { action, json };
}

type Entities = Record<string, unknown>;

const entitiesOf = (payload: unknown): Entities | undefined => {
  const entities = (payload as { entities?: unknown } | null)?.entities;
  return entities !== null && typeof entities === 'object' && !Array.isArray(entities)
    ? (entities as Entities)
    : undefined;
};

/**
 * The actions as one JSON array in which each distinct RTK Query result appears once; later ones refer to it. A result
 * that differs a little (the catalog again after an order changed one product's stock) refers to each entity it shares
 * with an earlier result, so only what changed is written again.
 */
export function encodeActions(encoded: EncodedAction[]): string {
  const firstAt = new Map<string, number>();
  const entityAt = new Map<string, string>();
  const parts = encoded.map(({ action, json, result }, index) => {
    if (result === undefined) return json;
    const first = firstAt.get(result);
    if (first !== undefined) return JSON.stringify({ ...action, payload: { $jsan: `$[${first}].payload` } });
    firstAt.set(result, index);
    const entities = entitiesOf(action.payload);
    if (!entities) return json;
    let shared = false;
    const written: Entities = {};
    for (const [key, entity] of Object.entries(entities)) {
      const entityJson = JSON.stringify(entity);
      const earlier = entityAt.get(entityJson);
      if (earlier === undefined) {
        entityAt.set(entityJson, `$[${index}].payload.entities[${JSON.stringify(key)}]`);
        written[key] = entity;
      } else {
        shared = true;
        written[key] = { $jsan: earlier };
      }
    }
    return shared ? JSON.stringify({ ...action, payload: { ...(action.payload as object), entities: written } }) : json;
  });
  return `[${parts.join(',')}]`;
}

const PATH_STEP = /\.(\w+)|\[(\d+)\]|\[("(?:[^"\\]|\\.)*")\]/y;

function follow(root: unknown, path: string): unknown {
  let value = root;
  PATH_STEP.lastIndex = 1;
  while (PATH_STEP.lastIndex < path.length) {
    const step = PATH_STEP.exec(path);
    if (!step || value === null || typeof value !== 'object') throw new Error(`a reference leads nowhere: ${path}`);
    const key = step[1] ?? step[2] ?? (JSON.parse(step[3] ?? '""') as string);
    value = (value as Record<string, unknown>)[key];
  }
  if (value === undefined) throw new Error(`a reference leads nowhere: ${path}`);
  return value;
}

/** jsan's stand-ins: a path (`$...`) is the value found there; the rest (functions, dates, undefined) cannot be replayed. */
function restore(marker: unknown, root: unknown): unknown {
  return typeof marker === 'string' && marker.startsWith('$') ? follow(root, marker) : undefined;
}

const isMarker = (value: unknown): value is { $jsan: unknown } =>
  value !== null && typeof value === 'object' && Object.keys(value).length === 1 && '$jsan' in value;

/**
 * Replaces jsan's references in a parsed string by what they stand for, in place and in document order, as
 * jsan.parse does: a reference always points back to a value met earlier. Throws on a reference that leads nowhere.
 */
export function resolveReferences(root: unknown): unknown {
  const visit = (value: unknown): void => {
    if (value === null || typeof value !== 'object') return;
    const container = value as Record<string, unknown>;
    for (const key of Object.keys(container)) {
      const inner = container[key];
      if (isMarker(inner)) container[key] = restore(inner.$jsan, root);
      else visit(inner);
    }
  };
  if (isMarker(root)) return restore(root.$jsan, root);
  visit(root);
  return root;
}
