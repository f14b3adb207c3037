/**
 * Loads a generated store into the official reference memory server
 * (`@modelcontextprotocol/server-memory`) through its own tools: each memory becomes an
 * entity (name = id, type, observations = title and body), each link a relation.
 */
import type { GeneratedMemory } from '../../../test/kit/generate-store.js';
import type { BenchServer } from './mcp-session.js';

const BATCH = 500;

async function inBatches<T>(
  items: readonly T[],
  send: (batch: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < items.length; i += BATCH) await send(items.slice(i, i + BATCH));
}

/** Creates the entities and relations; returns how many of each. */
export async function loadIntoServerMemory(
  server: BenchServer,
  memories: readonly GeneratedMemory[],
): Promise<{ entities: number; relations: number }> {
  const entities = memories.map((m) => ({
    name: m.id,
    entityType: m.type,
    observations: [m.title, m.body],
  }));
  await inBatches(entities, (batch) =>
    server.client.callTool({ name: 'create_entities', arguments: { entities: batch } }),
  );
  const relations = memories.flatMap((m) =>
    m.links.map((to) => ({ from: m.id, to, relationType: 'relates-to' })),
  );
  await inBatches(relations, (batch) =>
    server.client.callTool({ name: 'create_relations', arguments: { relations: batch } }),
  );
  return { entities: entities.length, relations: relations.length };
}
