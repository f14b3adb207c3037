/**
 * Where Ollama listens. The `ollama` client ignores OLLAMA_HOST, so strata resolves it:
 * config `embedding.endpoint`, else the OLLAMA_HOST value, else the local default. The
 * composition root reads the environment and passes the value in.
 */
import { StrataError } from '../../core/errors.js';

/** The address Ollama uses when nothing else is configured. */
export const DEFAULT_OLLAMA_HOST = 'http://127.0.0.1:11434';

const DEFAULT_PORT = '11434';

/** Inputs of {@link resolveOllamaHost}; both may be absent or blank. */
export interface OllamaHostInputs {
  configEndpoint?: string | undefined;
  ollamaHostEnv?: string | undefined;
}

/**
 * Returns the Ollama base URL (`scheme://host:port[/path]`, no trailing slash).
 * Accepts what OLLAMA_HOST accepts: `host`, `host:port`, `:port`, or a full URL. A bare
 * host gets port 11434, like the Ollama CLI; `0.0.0.0` (a bind-all address people put in
 * OLLAMA_HOST for the server) is reached through 127.0.0.1.
 */
export function resolveOllamaHost(inputs: OllamaHostInputs): string {
  const fromConfig = inputs.configEndpoint?.trim();
  if (fromConfig) return normaliseOllamaHost(fromConfig, 'embedding.endpoint');
  const fromEnv = inputs.ollamaHostEnv?.trim();
  if (fromEnv) return normaliseOllamaHost(fromEnv, 'OLLAMA_HOST');
  return DEFAULT_OLLAMA_HOST;
}

/** Normalises one host value; `source` names where it came from for the error message. */
export function normaliseOllamaHost(value: string, source: string): string {
  const explicitScheme = value.includes('://');
  const withScheme = explicitScheme
    ? value
    : `http://${value.startsWith(':') ? `127.0.0.1${value}` : value}`;
  let url: URL;
  try {
    url = new URL(withScheme);
  } catch (cause) {
    throw invalidHost(value, source, cause);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalidHost(value, source);
  if (!explicitScheme && url.port === '') url.port = DEFAULT_PORT;
  if (url.hostname === '0.0.0.0') url.hostname = '127.0.0.1';
  if (url.hostname === '[::]') url.hostname = '[::1]';
  const path = url.pathname.replace(/\/+$/, '');
  return `${url.protocol}//${url.host}${path}`;
}

function invalidHost(value: string, source: string, cause?: unknown): StrataError {
  return new StrataError('INVALID_CONFIG', `${source} "${value}" is not a usable Ollama address`, {
    hint: 'use a URL like http://127.0.0.1:11434 or host:port',
    subject: source,
    cause,
  });
}
