import { describe, expect, it } from 'vitest';
import { DEFAULT_OLLAMA_HOST, resolveOllamaHost } from '../../src/embeddings/ollama/ollama-host.js';
import { expectStrataErrorSync } from '../support/expect-error.js';

describe('resolveOllamaHost', () => {
  it('prefers the config endpoint, then OLLAMA_HOST, then the default', () => {
    expect(
      resolveOllamaHost({ configEndpoint: 'http://gpu-box:9000/', ollamaHostEnv: 'other:1' }),
    ).toBe('http://gpu-box:9000');
    expect(resolveOllamaHost({ ollamaHostEnv: 'other:1234' })).toBe('http://other:1234');
    expect(resolveOllamaHost({ configEndpoint: '  ', ollamaHostEnv: '' })).toBe(
      DEFAULT_OLLAMA_HOST,
    );
    expect(resolveOllamaHost({})).toBe('http://127.0.0.1:11434');
  });

  it('normalises the forms OLLAMA_HOST accepts', () => {
    const env = (value: string) => resolveOllamaHost({ ollamaHostEnv: value });
    expect(env('example.org')).toBe('http://example.org:11434');
    expect(env(':5000')).toBe('http://127.0.0.1:5000');
    expect(env('0.0.0.0:11434')).toBe('http://127.0.0.1:11434');
    expect(env('https://ollama.example.org')).toBe('https://ollama.example.org');
    expect(env('http://proxy.local/ollama/')).toBe('http://proxy.local/ollama');
  });

  it('rejects an address that is not http(s) with INVALID_CONFIG naming the source', () => {
    expectStrataErrorSync(
      () => resolveOllamaHost({ configEndpoint: 'ftp://files.example.org' }),
      'INVALID_CONFIG',
      'embedding.endpoint',
    );
  });
});
