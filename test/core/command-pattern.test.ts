import { describe, expect, it } from 'vitest';
import { buildCommandDigest, digestIndex } from '../../src/core/command/command-digest.js';
import { commandForms, MAX_NESTING, RUNNERS } from '../../src/core/command/command-forms.js';
import { matchCommandLine } from '../../src/core/command/command-match.js';
import {
  checkCommandPattern,
  commandShape,
  compileCommandPattern,
  matchShape,
  matchWord,
} from '../../src/core/command/command-pattern.js';
import { MAX_LINE_CHARS, splitShell } from '../../src/core/command/shell-split.js';
import type { GotchaEntry } from '../../src/core/digest.js';

/** Whether `pattern` matches some simple command `line` runs. */
function hits(pattern: string, line: string): boolean {
  const matcher = compileCommandPattern(pattern);
  if (!matcher) throw new Error(`pattern refused: ${pattern}`);
  return commandForms(line).some((form) => {
    const shape = commandShape(form);
    return shape !== null && matchShape(matcher, shape);
  });
}

describe('splitShell', () => {
  it('ends commands at && || ; | & newlines and parentheses', () => {
    expect(splitShell('a 1 && b 2 || c; d | e & f\ng (h)').commands).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['c'],
      ['d'],
      ['e'],
      ['f'],
      ['g'],
      ['h'],
    ]);
  });

  it('keeps quoted operators inside their word', () => {
    expect(splitShell(`git commit -m "npm publish && rm -rf /" 'a;b'`).commands).toEqual([
      ['git', 'commit', '-m', 'npm publish && rm -rf /', 'a;b'],
    ]);
  });

  it("reads escapes, $'…' and joined quotes as one word", () => {
    expect(splitShell(`np\\m pub"li"'sh' $'a\\'b' x\\ y`).commands).toEqual([
      ['npm', 'publish', "a'b", 'x y'],
    ]);
  });

  it('drops redirections and their targets, comments and here-document bodies', () => {
    const split = splitShell(
      'cat <<EOF > out.txt 2>&1\nnpm publish\nEOF\nls >/dev/null # npm publish',
    );
    expect(split.commands).toEqual([['cat'], ['ls']]);
  });

  it('hands back command substitutions as nested lines', () => {
    const split = splitShell('echo "$(npm publish)" `prisma migrate reset` $((1+2)) <(ls)');
    expect(split.nested).toEqual(['npm publish', 'prisma migrate reset', 'ls']);
  });

  it('cuts a huge line and survives unclosed quotes', () => {
    const split = splitShell(`echo ${'a'.repeat(MAX_LINE_CHARS * 2)}`);
    expect(split.commands[0]![1]!.length).toBe(MAX_LINE_CHARS - 5);
    expect(splitShell(`echo "unclosed $(npm publish`).nested).toEqual(['npm publis']);
    expect(splitShell("echo 'unclosed").commands).toEqual([['echo', 'unclosed']]);
  });
});

describe('commandForms', () => {
  it('strips assignments, env, sudo and other wrappers', () => {
    expect(commandForms('FOO=1 env -u X BAR=2 sudo -u root -E nice -n 5 npm publish')).toEqual([
      ['npm', 'publish'],
    ]);
    expect(commandForms('timeout 30 nohup time terraform apply')).toEqual([['terraform', 'apply']]);
  });

  it('adds the program a runner starts as a second form', () => {
    expect(commandForms('npx -y prisma@5.1 migrate reset')).toEqual([
      ['npx', '-y', 'prisma@5.1', 'migrate', 'reset'],
      ['prisma', 'migrate', 'reset'],
    ]);
    expect(commandForms('pnpm exec prisma migrate reset')[1]).toEqual([
      'prisma',
      'migrate',
      'reset',
    ]);
    expect(commandForms('bunx @scope/cli@2 deploy')[1]).toEqual(['cli', 'deploy']);
    expect(commandForms('yarn prisma migrate reset')[1]).toEqual(['prisma', 'migrate', 'reset']);
  });

  it('strips every listed runner, so a pattern names the program (rake db:reset)', () => {
    expect(Object.keys(RUNNERS).length).toBeGreaterThan(10);
    for (const runner of Object.keys(RUNNERS))
      expect(commandForms(`${runner} rake db:reset`), runner).toContainEqual(['rake', 'db:reset']);
    expect(commandForms('bundle exec --gemfile=G rake db:reset')[1]).toEqual(['rake', 'db:reset']);
    expect(commandForms('uv run --with pandas python x.py')[1]).toEqual(['python', 'x.py']);
    expect(commandForms('poetry run -C app python manage.py flush')[1]).toEqual([
      'python',
      'manage.py',
      'flush',
    ]);
    expect(commandForms('conda run -n env pytest')[1]).toEqual(['pytest']);
    expect(hits('rake db:reset', 'cd app && bundle exec rake db:reset')).toBe(true);
    expect(hits('rake db:reset', 'bundle install')).toBe(false);
  });

  it('reads a program named like an object key as a program, not a wrapper or runner', () => {
    for (const name of ['constructor', 'toString', 'hasOwnProperty', '__proto__'])
      expect(commandForms(`${name} -u x run`)).toEqual([[name, '-u', 'x', 'run']]);
  });

  it('descends into bash -c, sh -lc, eval and substitutions, a bounded number of levels', () => {
    expect(commandForms(`bash -c "cd db && npx prisma migrate reset"`)).toContainEqual([
      'prisma',
      'migrate',
      'reset',
    ]);
    expect(commandForms(`sh -lc 'eval "npm publish"'`)).toContainEqual(['npm', 'publish']);
    let line = 'npm publish';
    for (let i = 0; i < MAX_NESTING + 3; i++) line = `bash -c ${JSON.stringify(line)}`;
    expect(commandForms(line)).not.toContainEqual(['npm', 'publish']);
  });
});

describe('command patterns', () => {
  it('refuses patterns that cannot work, naming why', () => {
    expect(checkCommandPattern('* publish')).toMatch(/starts with a wildcard/);
    expect(checkCommandPattern('--force')).toMatch(/starts with an option/);
    expect(checkCommandPattern('npm publish && rm')).toMatch(/shell syntax/);
    expect(checkCommandPattern('   ')).toMatch(/is empty/);
    expect(checkCommandPattern('a'.repeat(300))).toMatch(/longer than/);
    expect(checkCommandPattern('npm publish\nrm')).toMatch(/control character/);
    expect(checkCommandPattern('npm publish --tag *')).toBeNull();
  });

  it('matches words in order, not counting options, and options anywhere', () => {
    expect(hits('npm publish', 'npm publish --tag next')).toBe(true);
    expect(hits('npm publish', 'npm --silent publish')).toBe(true);
    expect(hits('npm publish', 'npm run publish')).toBe(false);
    expect(hits('npm publish', 'echo npm publish')).toBe(false);
    expect(hits('npm publish', 'git commit -m "npm publish"')).toBe(false);
    expect(hits('git push --force', 'git push origin main --force')).toBe(true);
    expect(hits('git push --force', 'git push origin main')).toBe(false);
    expect(hits('terraform apply *', 'terraform apply plan.out')).toBe(true);
    expect(hits('terraform apply *', 'terraform apply')).toBe(false);
    expect(hits('kubectl * delete', 'kubectl prod delete pod x')).toBe(true);
  });

  it('matches what people run: chains, env, sudo, runners, bash -c, full paths', () => {
    const p = 'prisma migrate reset';
    expect(hits(p, 'cd app && DATABASE_URL=x npx prisma migrate reset --force')).toBe(true);
    expect(hits(p, 'sudo -E pnpm exec prisma migrate reset')).toBe(true);
    expect(hits(p, `bash -c 'npx prisma migrate reset'`)).toBe(true);
    expect(hits(p, './node_modules/.bin/prisma migrate reset')).toBe(true);
    expect(hits(p, 'prisma migrate dev')).toBe(false);
    expect(hits(p, 'cat prisma/migrate-reset.md')).toBe(false);
    expect(hits('./scripts/deploy.sh', 'scripts/deploy.sh prod')).toBe(true);
    expect(hits('./scripts/deploy.sh', 'other/deploy.sh prod')).toBe(false);
  });

  it('matches * within one word by pieces in order', () => {
    expect(matchWord(['--force', ''], '--force-with-lease')).toBe(true);
    expect(matchWord(['a', 'b', 'c'], 'axbyc')).toBe(true);
    expect(matchWord(['a', 'b', 'c'], 'acb')).toBe(false);
    expect(matchWord(['ab', 'ba'], 'aba')).toBe(false);
    expect(matchWord(['', ''], '')).toBe(true);
  });
});

function gotcha(
  id: string,
  commands: string[],
  severity: GotchaEntry['severity'] = 'high',
): GotchaEntry {
  return {
    id,
    title: id,
    scope: 'project',
    severity,
    globs: [],
    commands,
    tags: [],
    summary: '',
    updated: '2026-01-01T00:00:00Z',
  };
}

describe('matchCommandLine', () => {
  const built = buildCommandDigest({
    version: 2,
    generatedAt: '2026-01-01T00:00:00Z',
    projectRoot: null,
    gotchas: [
      gotcha('g-reset', ['prisma migrate reset'], 'critical'),
      gotcha('g-publish', ['npm publish', 'yarn publish']),
      gotcha('g-bad', ['* anything']),
    ],
  });

  const digest = digestIndex(built);

  it('keys gotchas by program and leaves out refused patterns', () => {
    expect(built.programs).toEqual({ prisma: [0], npm: [1], yarn: [1] });
    expect(built.gotchas.map((g) => g.id)).toEqual(['g-reset', 'g-publish']);
  });

  it('finds every gotcha a line meets, in digest order, skipping those shown', () => {
    const line = 'npm publish && npx prisma migrate reset';
    const found = matchCommandLine(digest, line, new Set(), 5);
    expect(found.matches.map((m) => m.gotcha.id)).toEqual(['g-reset', 'g-publish']);
    expect(found.command).toBe('prisma migrate reset');
    expect(matchCommandLine(digest, line, new Set(['g-reset']), 5).command).toBe('npm publish');
    expect(matchCommandLine(digest, 'ls -la', new Set(), 5).matches).toEqual([]);
  });

  it('ends on hostile lines: deep nesting, many commands, a program named like a prototype key', () => {
    const deep = `${'$('.repeat(5000)}npm publish${')'.repeat(5000)}`;
    expect(Array.isArray(matchCommandLine(digest, deep, new Set(), 5).matches)).toBe(true);
    const many = 'npm publish;'.repeat(20_000);
    expect(matchCommandLine(digest, many, new Set(), 5).matches).toHaveLength(1);
    expect(matchCommandLine(digest, 'constructor x; __proto__ y', new Set(), 5).matches).toEqual(
      [],
    );
  });
});
