import { describe, expect, it } from 'vitest';
import { splitShell } from '../../src/core/command/shell-split.js';
import {
  MAX_WRITE_TARGETS,
  mayWrite,
  normalisePath,
  writeTargets,
} from '../../src/core/command/write-targets.js';

/** The paths `line` writes, in order. */
const writes = (line: string) => writeTargets(line).map((t) => t.path);

describe('splitShell: output redirections', () => {
  it('keeps the files output redirections write, with the command they belong to', () => {
    const split = splitShell('echo a > one.txt && cat b >> two.txt 2>err.log; ls &> all.log');
    expect(split.commands).toEqual([['echo', 'a'], ['cat', 'b'], ['ls']]);
    expect(split.writes).toEqual([
      { target: 'one.txt', command: 0 },
      { target: 'two.txt', command: 1 },
      { target: 'err.log', command: 1 },
      { target: 'all.log', command: 2 },
    ]);
  });

  it('leaves out reads, descriptors and here-documents', () => {
    const split = splitShell(
      'sort < in.txt 2>&1 >&2 <<EOF\nbody > not-a-file\nEOF\necho x >| forced.txt',
    );
    expect(split.writes).toEqual([{ target: 'forced.txt', command: 1 }]);
  });
});

describe('writeTargets: each way a line writes a file', () => {
  it('redirections: >, >>, >|, &>, 2>, quoted names, a bare > file', () => {
    expect(writes('echo x > out.csv')).toEqual(['out.csv']);
    expect(writes('echo x >> "data dir/a b.csv"')).toEqual(['data dir/a b.csv']);
    expect(writes('make &> build.log; cmd 2> err.txt')).toEqual(['build.log', 'err.txt']);
    expect(writes('> empty.txt')).toEqual(['empty.txt']);
    expect(writes("cat > 'notes.md' <<'EOF'\n# t > x.md\nEOF")).toEqual(['notes.md']);
  });

  it('tee, with and without -a, after a pipe and sudo', () => {
    expect(writes('echo x | tee -a log.txt other.txt')).toEqual(['log.txt', 'other.txt']);
    expect(writes('echo x | sudo tee conf/app.ini > /dev/null')).toEqual(['conf/app.ini']);
  });

  it('cp and mv: the destination only; a folder destination gets the source names', () => {
    expect(writeTargets('cp backups/a.csv outputs/attribution.csv')).toEqual([
      { path: 'outputs/attribution.csv', intoFolder: 'a.csv' },
    ]);
    expect(writes('mv a.csv b.csv outputs/')).toEqual(['outputs/a.csv', 'outputs/b.csv']);
    expect(writes('cp -r -t dest src/a.py src/b.py')).toEqual(['dest/a.py', 'dest/b.py']);
    expect(writes('cp --target-directory=dest a.py')).toEqual(['dest/a.py']);
    expect(writeTargets('mv -T old new')).toEqual([{ path: 'new' }]);
    expect(writeTargets('cp -- -odd.csv out.csv')).toEqual([
      { path: 'out.csv', intoFolder: '-odd.csv' },
    ]);
  });

  it('sed -i (GNU and BSD forms) and perl -i: the files after the script', () => {
    expect(writes(`sed -i 's/a/b/' outputs/a.csv`)).toEqual(['outputs/a.csv']);
    expect(writes(`sed -i '' -e 's/a/b/' x.csv y.csv`)).toEqual(['x.csv', 'y.csv']);
    expect(writes('sed -i.bak -e s/a/b/ -e s/c/d/ f.txt')).toEqual(['f.txt']);
    expect(writes('sed --in-place=.orig s/a/b/ f.txt')).toEqual(['f.txt']);
    expect(writes('sed -Ei s/a/b/ f.txt')).toEqual(['f.txt']);
    expect(writes(`perl -pi -e 's/a/b/' lib/x.pm`)).toEqual(['lib/x.pm']);
    expect(writes(`perl -i.bak -pe 's/a/b/' lib/x.pm`)).toEqual(['lib/x.pm']);
  });

  it('truncate, dd of=, curl -o, wget -O', () => {
    expect(writes('truncate -s 0 log.txt')).toEqual(['log.txt']);
    expect(writes('dd if=/dev/zero of=disk.img bs=1M count=1')).toEqual(['disk.img']);
    expect(writes('curl -sSLo data/x.json https://example.org/x')).toEqual(['data/x.json']);
    expect(writes('curl --output-dir data -o x.json https://e.org')).toEqual(['data/x.json']);
    expect(writes('wget -q -O page.html https://e.org')).toEqual(['page.html']);
  });

  it('behind wrappers and inside bash -c', () => {
    expect(writes('env X=1 sudo -u root tee a.txt')).toEqual(['a.txt']);
    expect(writes('uv run python gen.py > out/data.json')).toEqual(['out/data.json']);
    expect(writes(`bash -c "cd sub && sed -i s/a/b/ f.txt"`)).toEqual(['sub/f.txt']);
  });
});

describe('writeTargets: the folder a relative path is taken from', () => {
  it('follows a literal cd or pushd earlier in the same line', () => {
    expect(writes('cd sub && cat > f.txt <<EOF\nhi\nEOF')).toEqual(['sub/f.txt']);
    expect(writes('echo a > before.txt && cd sub && echo b > after.txt')).toEqual([
      'before.txt',
      'sub/after.txt',
    ]);
    expect(writes('cd a; cd ../b && echo > ./c/../d.txt')).toEqual(['b/d.txt']);
    expect(writes('pushd "specs/fixtures" && echo > x.plist')).toEqual(['specs/fixtures/x.plist']);
    expect(writes('cd /srv/app && echo > x.txt')).toEqual(['/srv/app/x.txt']);
  });

  it('leaves relative paths out after a cd it cannot follow; absolute ones stay', () => {
    expect(writes('cd $HOME && echo > x.txt')).toEqual([]);
    expect(writes('cd ~/proj && echo > x.txt')).toEqual([]);
    expect(writes('cd - && echo > x.txt')).toEqual([]);
    expect(writes('cd && echo > x.txt')).toEqual([]);
    expect(writes('popd && echo > x.txt')).toEqual([]);
    expect(writes('cd "$(git rev-parse --show-toplevel)" && echo > /abs/x.txt')).toEqual([
      '/abs/x.txt',
    ]);
  });

  it('normalises paths', () => {
    expect(normalisePath('./a/./b/../c')).toBe('a/c');
    expect(normalisePath('../x')).toBe('../x');
    expect(normalisePath('/a/../../b')).toBe('/b');
    expect(normalisePath('a/..')).toBe('.');
  });
});

describe('writeTargets: what must not count', () => {
  it('reads: cat, grep, head, the source of cp, sed and perl without -i', () => {
    expect(writes('cat outputs/a.csv')).toEqual([]);
    expect(writes('grep -n x outputs/a.csv | head')).toEqual([]);
    expect(writes('cp outputs/a.csv /tmp/x')).toEqual(['/tmp/x']);
    expect(writes('sed -n 1,5p outputs/a.csv')).toEqual([]);
    expect(writes(`perl -ne 'print' outputs/a.csv`)).toEqual([]);
    expect(writes('diff a.csv b.csv > /dev/null')).toEqual([]);
  });

  it('rm, touch and what mv takes away are not writes of content', () => {
    expect(writes('rm -f outputs/a.csv')).toEqual([]);
    expect(writes('touch outputs/a.csv')).toEqual([]);
    expect(writes('mv outputs/a.csv /tmp/a.csv')).toEqual(['/tmp/a.csv']);
  });

  it('text that only mentions a write: quotes, messages, echo, descriptors', () => {
    expect(writes(`git commit -m "write > outputs/a.csv"`)).toEqual([]);
    expect(writes(`echo 'tee outputs/a.csv'`)).toEqual([]);
    expect(writes('ls 2>&1 >&2')).toEqual([]);
    expect(writes('echo hi # > y.txt')).toEqual([]);
    // The way Claude Code writes a commit message: a here-document inside $(…) in quotes.
    expect(writes(`git commit -m "$(cat <<'EOF'\nfix: write > outputs/a.csv\nEOF\n)"`)).toEqual([]);
  });

  it('paths not known from the text: expansions, ~, globs, braces, stdout', () => {
    expect(writes('echo x > "$OUT"')).toEqual([]);
    expect(writes('echo x > ~/notes.txt')).toEqual([]);
    expect(writes('cp a.csv out/*.csv')).toEqual([]);
    expect(writes('cp *.csv outputs/x.csv')).toEqual(['outputs/x.csv']);
    expect(writeTargets('cp *.csv outputs/x.csv')[0]!.intoFolder).toBeUndefined();
    expect(writes('echo x > {a,b}.txt')).toEqual([]);
    expect(writes('echo x | tee -')).toEqual([]);
  });

  it('is bounded, and each file comes once', () => {
    const many = Array.from({ length: 40 }, (_, i) => `f${i}.txt`).join(' ');
    expect(writes(`echo x | tee ${many}`)).toHaveLength(MAX_WRITE_TARGETS);
    expect(writes('echo a > x.txt; echo b >> x.txt')).toEqual(['x.txt']);
  });

  it('the cheap test before splitting lets every writing line through', () => {
    for (const line of ['a > b', 'tee x', 'cp a b', 'mv a b', 'sed -i s/a/b/ f', 'dd of=x'])
      expect(mayWrite(line)).toBe(true);
    expect(mayWrite('git status && ls -la')).toBe(false);
  });
});
