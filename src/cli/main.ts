/**
 * The `strata` executable: the CLI's composition root. Reads the process environment
 * and streams, and hands plain values to {@link runCli}.
 */
import { homedir } from 'node:os';
import { fileURLToPath } from 'node:url';
import type { SignalSubscriber } from './command.js';
import { runCli } from './run-cli.js';

async function readStdin(): Promise<string> {
  if (process.stdin.isTTY) return '';
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8');
}

const onSignal: SignalSubscriber = (signal, listener) => {
  process.once(signal, listener);
  return () => process.off(signal, listener);
};

const code = await runCli(
  process.argv.slice(2),
  {
    env: process.env,
    cwd: process.cwd(),
    home: process.env.HOME || homedir(),
    readStdin,
    onSignal,
    cliPath: fileURLToPath(import.meta.url),
  },
  {
    stdout: (t) => process.stdout.write(t),
    stderr: (t) => process.stderr.write(t),
    stderrIsTTY: process.stderr.isTTY === true,
  },
);
process.exitCode = code;
// `strata mcp` ends with its client, as lib/mcp/server.js does: an embedding run still
// computing in the background must not keep the process alive. (Other commands leave
// the process to end by itself, so piped output is never cut short.)
if (process.argv[2] === 'mcp') process.exit(code);
