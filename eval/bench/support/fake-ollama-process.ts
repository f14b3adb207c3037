/**
 * The fake Ollama with the real USE-lite model, in a process of its own: the model's
 * work then competes for the CPU as a local Ollama would, without stalling the bench's
 * own MCP client (which would add its stalls to the server's times).
 */
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { startFakeOllama } from '../../../test/kit/fake-ollama.js';

const SELF = fileURLToPath(import.meta.url);

/** A fake Ollama running in a child process. */
export interface OllamaProcess {
  url: string;
  close(): Promise<void>;
}

/** Starts the child and resolves with its URL once it listens. */
export async function startOllamaProcess(): Promise<OllamaProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', SELF], {
    stdio: ['pipe', 'pipe', 'inherit'],
  });
  const lines = createInterface({ input: child.stdout! });
  const [url] = (await once(lines, 'line')) as [string];
  return {
    url,
    close: async () => {
      const exited = once(child, 'exit');
      // Closing stdin is the signal to stop (works the same on every platform).
      child.stdin!.end();
      await exited;
    },
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) {
  const ollama = await startFakeOllama();
  process.stdout.write(`${ollama.url}\n`);
  process.stdin.resume();
  process.stdin.on('end', () => void ollama.close());
}
