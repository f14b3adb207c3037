/**
 * A generated project for the hook bench: `count` memories of which `gotchas` are gotchas
 * with file patterns and tags spread over a realistic source tree, written as files; with
 * `commandGotchas`, that many of the gotchas also carry command patterns.
 * Deterministic (seeded), so runs compare.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

const AREAS = [
  'auth',
  'payments',
  'billing',
  'search',
  'api',
  'web',
  'worker',
  'db',
  'deploy',
  'notifications',
  'orders',
  'inventory',
  'reports',
  'admin',
  'i18n',
  'cache',
  'queue',
  'storage',
  'email',
  'metrics',
];
const FILES = [
  'index',
  'client',
  'service',
  'handler',
  'store',
  'config',
  'routes',
  'model',
  'schema',
  'utils',
  'types',
  'worker',
  'retry',
  'session',
  'token',
];
const SEVERITIES = ['critical', 'high', 'medium', 'low'];
const TYPES = ['decision', 'learning', 'artifact', 'breadcrumb', 'hub'];
/** Programs and subcommands of the generated command patterns. */
const COMMANDS = [
  'prisma migrate',
  'npm publish',
  'terraform apply',
  'kubectl delete',
  'git push',
  'docker compose',
  'helm upgrade',
  'make deploy',
  'aws s3',
  'psql',
];

function rng(seed: number): () => number {
  let s = seed >>> 0;
  return () => {
    s = (Math.imul(s, 1664525) + 1013904223) >>> 0;
    return s / 0x100000000;
  };
}

/** Writes the store below `projectRoot/.claude/memory` (and `.git`). */
export function writeGotchaStore(
  projectRoot: string,
  count: number,
  gotchas: number,
  seed = 7,
  commandGotchas = 0,
): void {
  const dir = path.join(projectRoot, '.claude', 'memory', 'permanent');
  mkdirSync(dir, { recursive: true });
  mkdirSync(path.join(projectRoot, '.git'), { recursive: true });
  const r = rng(seed);
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(r() * xs.length)]!;
  for (let i = 0; i < count; i++) {
    const area = pick(AREAS);
    const file = pick(FILES);
    const isGotcha = i < gotchas;
    const type = isGotcha ? 'gotcha' : pick(TYPES);
    const id = `${type}-${area}-${file}-${i}`;
    const day = String(1 + (i % 28)).padStart(2, '0');
    const lines = [
      '---',
      `id: ${id}`,
      `title: ${area} ${file} note ${i}`,
      `type: ${type}`,
      `tags: [${area}, ${pick(AREAS)}]`,
      `created: "2026-03-${day}T10:00:00Z"`,
      `updated: "2026-04-${day}T10:00:00Z"`,
    ];
    if (isGotcha) {
      lines.push(`severity: ${pick(SEVERITIES)}`);
      lines.push(`file_patterns: ["src/${area}/**/${file}.ts", "**/${area}-${file}.*"]`);
      if (i < commandGotchas)
        lines.push(
          `command_patterns: ["${pick(COMMANDS)} ${area}*", "${pick(COMMANDS)} --${file}"]`,
        );
    }
    if (type === 'breadcrumb') lines.push('status: done');
    lines.push(
      '---',
      '',
      `The ${file} of ${area} behaves this way in case ${i}; remember it when changing ${area}.`,
      '',
    );
    writeFileSync(path.join(dir, `${id}.md`), lines.join('\n'));
  }
  writeFileSync(
    path.join(projectRoot, '.claude', 'memory', 'config.json'),
    JSON.stringify({ embedding: { provider: 'none' } }),
  );
}
