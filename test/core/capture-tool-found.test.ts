import { describe, expect, it } from 'vitest';
import {
  findProgramsFound,
  missingProgram,
  type ShellRun,
} from '../../src/core/capture/tool-found.js';

const fail = (command: string, output: string): ShellRun => ({ command, failed: true, output });
const pass = (command: string, output = 'ok'): ShellRun => ({ command, failed: false, output });

describe('missingProgram', () => {
  it.each([
    ['zsh', fail('pytest specs/', '(eval):1: command not found: pytest'), 'pytest'],
    ['bash', fail('cd app && tsc -p .', 'bash: tsc: command not found'), 'tsc'],
    ['python module', fail('python3 -m pytest', 'python3: No module named pytest'), 'pytest'],
    ['probe output', pass('which uv || echo missing', 'uv not found'), 'uv'],
    ['a package, not a program', pass('pip show autofixup', 'Package not found'), null],
    ['a program the command does not name', fail('make', 'command not found: cc'), null],
    ['a plain failure', fail('npm test', 'Error: 3 tests failed'), null],
  ])('%s', (_name, run, expected) => {
    expect(missingProgram(run)).toBe(expected);
  });
});

describe('findProgramsFound', () => {
  it('groups the programs one setup step made runnable into one draft', () => {
    const drafts = findProgramsFound([
      fail('cd /p && pytest specs/', '(eval):1: command not found: pytest'),
      // A failing run still found the program: its tests failed, not the shell.
      fail('cd /p && source venv/bin/activate && pytest specs/', '2 failed, 3 passed'),
      fail('pre-commit run', '(eval):1: command not found: pre-commit'),
      pass('source venv/bin/activate && pre-commit run --all-files'),
    ]);
    expect(drafts).toHaveLength(1);
    expect(drafts[0]!.rule).toBe('tool-not-found');
    expect(drafts[0]!.title).toContain('`pytest`, `pre-commit`');
    expect(drafts[0]!.title).toContain('after `source venv/bin/activate`');
    expect(drafts[0]!.evidence.join('\n')).toContain('command not found: pytest');
  });

  it('names a full path or a runner as the way it ran', () => {
    const [byPath] = findProgramsFound([
      pass('which uv || echo "uv not found in PATH"', 'uv not found\nuv not found in PATH'),
      pass('ls -l $HOME/.local/bin/uv', '-rwxr-xr-x 1 me staff 1 /home/me/.local/bin/uv'),
      pass('$HOME/.local/bin/uv --version', 'uv 0.7.6'),
    ]);
    expect(byPath!.title).toContain('as `$HOME/.local/bin/uv`');
    const [byRunner] = findProgramsFound([
      fail('tsc --noEmit', 'bash: tsc: command not found'),
      pass('npx tsc --noEmit'),
    ]);
    expect(byRunner!.title).toContain('as `npx tsc`');
  });

  it('proposes nothing for a bare retry, a stopped run, or a program never found', () => {
    expect(findProgramsFound([fail('uv sync', 'command not found: uv'), pass('uv sync')])).toEqual(
      [],
    );
    expect(
      findProgramsFound([
        fail('uv sync', 'command not found: uv'),
        fail('$HOME/.local/bin/uv sync', 'No (tell Claude what to do differently)'),
      ]),
    ).toEqual([]);
    expect(
      findProgramsFound([
        fail('pre-commit run', 'command not found: pre-commit'),
        fail('source venv/bin/activate && pre-commit run', 'command not found: pre-commit'),
      ]),
    ).toEqual([]);
  });
});
