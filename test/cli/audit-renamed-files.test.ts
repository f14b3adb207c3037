/**
 * A gotcha whose file was renamed with git: the audit, through the built CLI, names the
 * file as it is now and the command that fixes the gotcha; applying it makes the gotcha
 * match again (`strata gotchas` on the new path).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { spawnStrata } from '../kit/cli.js';
import { commitFiles, git, makeRepo } from '../kit/git-repos.js';
import { writeMemory } from '../kit/write-memory.js';
import { gitTestEnv } from '../support/git-env.js';

let root: string;
afterEach(() => rmSync(root, { recursive: true, force: true }));

describe('strata audit on a gotcha whose file git renamed', () => {
  it('names the new path and the fix, which makes the gotcha match again', async () => {
    root = mkdtempSync(path.join(tmpdir(), 'strata-renamed-'));
    const env = gitTestEnv(path.join(root, 'home'), path.join(root, 'cache'));
    const repo = makeRepo(root);
    const run = (args: string[]) => spawnStrata(args, { cwd: repo, env });
    commitFiles(repo, {
      'app/services/publish_service.rb': 'class PublishService\n  def call; end\nend\n',
      'app/services/other_service.rb': 'class OtherService; end\n',
    });
    git(repo, ['mv', 'app/services/publish_service.rb', 'app/services/publish_edition.rb']);
    git(repo, ['commit', '-q', '-m', 'rename']);
    git(repo, ['mv', 'app/services/publish_edition.rb', 'app/services/publish_draft_service.rb']);
    git(repo, ['commit', '-q', '-m', 'rename again']);
    const last = git(repo, ['rev-parse', '--short=12', 'HEAD']);
    writeMemory(path.join(repo, '.claude', 'memory'), 'gotcha-publish-sets-government', {
      title: 'Publishing sets the government',
      filePatterns: ['app/services/publish_service.rb', 'app/services/other_service.rb'],
    });
    const audit = await run(['audit', '--json']);
    expect(audit.code, audit.stderr).toBe(0);
    const stale = JSON.parse(audit.stdout).stale;
    expect(stale).toEqual([]);
    // Only a gotcha none of whose patterns matches is stale: drop the one that still does.
    writeMemory(path.join(repo, '.claude', 'memory'), 'gotcha-publish-sets-government', {
      title: 'Publishing sets the government',
      filePatterns: ['app/services/publish_service.rb'],
    });
    const again = JSON.parse((await run(['audit', '--json'])).stdout).stale;
    expect(again).toMatchObject([
      {
        id: 'gotcha-publish-sets-government',
        renamed: [
          {
            from: 'app/services/publish_service.rb',
            to: 'app/services/publish_draft_service.rb',
            commit: last,
          },
        ],
        fix: 'strata edit gotcha-publish-sets-government --file-pattern "app/services/publish_draft_service.rb"',
      },
    ]);
    const text = (await run(['audit'])).stdout;
    expect(text).toContain(
      `app/services/publish_service.rb was renamed to app/services/publish_draft_service.rb in ${last}`,
    );
    expect(text).toContain('    fix: strata edit gotcha-publish-sets-government --file-pattern');
    expect(
      (await run(['gotchas', 'app/services/publish_draft_service.rb', '--json'])).stdout,
    ).toContain('"gotchas": []');
    // The fix as printed, run as is.
    const fix = await run([
      'edit',
      'gotcha-publish-sets-government',
      '--file-pattern',
      again[0].renamed[0].to,
    ]);
    expect(fix.code, fix.stderr).toBe(0);
    const now = JSON.parse(
      (await run(['gotchas', 'app/services/publish_draft_service.rb', '--json'])).stdout,
    );
    expect(now.gotchas.map((g: { id: string }) => g.id)).toEqual([
      'gotcha-publish-sets-government',
    ]);
    expect(JSON.parse((await run(['audit', '--json'])).stdout).stale).toEqual([]);
  });
});
