import { describe, expect, it } from 'vitest';
import { filePhrasings, pathParts } from '../file-context/file-phrasings.js';

describe('pathParts', () => {
  it('splits folders and the base name on case, dashes and dots, dropping common segments', () => {
    expect(pathParts('src/payments/stripe/charge-retry.ts')).toEqual({
      folders: ['payments', 'stripe'],
      base: ['charge', 'retry'],
    });
  });

  it('keeps a common word inside a name, and case-split words joined as well', () => {
    expect(pathParts('db/migrations/0042_add_orders_index.sql').base).toEqual([
      'add',
      'orders',
      'index',
    ]);
    expect(pathParts('web/src/hooks/useWebSocket.ts').base).toEqual([
      'use',
      'web',
      'socket',
      'useweb',
      'websocket',
    ]);
    expect(pathParts('src/index.ts')).toEqual({ folders: [], base: [] });
  });
});

describe('filePhrasings', () => {
  it('searches the whole path, the base name and the module, most specific first', () => {
    expect(filePhrasings('src/payments/stripe/charge-retry.ts')).toEqual([
      'payments stripe charge retry',
      'charge retry',
      'payments stripe',
    ]);
  });

  it('does not search one word alone, and adds content identifiers when given', () => {
    expect(filePhrasings('src/db/pool.ts')).toEqual(['db pool']);
    const content = 'const pool = createPool(); pool.query(); pool.release();';
    expect(filePhrasings('src/db/pool.ts', content)[1]).toMatch(/^pool /);
  });

  it('says nothing for a path of common segments and no content', () => {
    expect(filePhrasings('src/utils/index.ts')).toEqual([]);
  });
});
