import { describe, expect, it } from 'vitest';
import { commandSimilarity, extractCommands } from '../../src/search/command-lines.js';
import {
  AUDIT_DUPLICATE_SETTINGS,
  buildTermVector,
  DUPLICATE_SETTINGS,
  duplicateSettingsFor,
  inverseFrequency,
  LINK_SETTINGS,
  scorePair,
  stripMarkup,
  termCosine,
} from '../../src/search/similarity.js';
import { classifyNonMemory } from '../../src/services/audit/audit-files.js';

const idf = (term: string) => inverseFrequency(100, term === 'git' ? 90 : 1);

describe('similarity', () => {
  it('is 1 for the same text, 0 for texts sharing no term, and symmetric', () => {
    const a = buildTermVector(
      { title: 'Delete a remote branch', body: 'git push origin --delete x' },
      idf,
    );
    const b = buildTermVector({ title: 'Pancake recipe', body: 'flour eggs milk' }, idf);
    const c = buildTermVector(
      { title: 'Remove a branch on the remote', body: 'git push --delete' },
      idf,
    );
    expect(termCosine(a, a)).toBeCloseTo(1, 10);
    expect(termCosine(a, b)).toBe(0);
    expect(termCosine(a, c)).toBeCloseTo(termCosine(c, a), 12);
    expect(termCosine(a, c)).toBeGreaterThan(0.3);
  });

  it('weighs rare words over common ones', () => {
    const common = buildTermVector({ title: 'git', body: 'stash' }, idf);
    const sharesCommon = buildTermVector({ title: 'git', body: 'bisect' }, idf);
    const sharesRare = buildTermVector({ title: 'hg', body: 'stash' }, idf);
    expect(termCosine(common, sharesRare)).toBeGreaterThan(termCosine(common, sharesCommon));
  });

  it('compares words, not markup: tags, link targets, URLs and entities are left out', () => {
    const badge =
      '<a href="https://example.org/Top_10-A6-Misconfiguration" target="_blank"><img src="https://img.example.io/badge/A6%20Misconfiguration-green.svg" alt=""/></a><br/>';
    const a = buildTermVector(
      { title: 'Rate limits', body: `${badge} Limit requests per client.` },
      idf,
    );
    const b = buildTermVector(
      { title: 'Session cookies', body: `${badge} Set the secure flag.` },
      idf,
    );
    expect(termCosine(a, b)).toBe(0);
    const text = 'see [the guide](https://example.org/guide) &amp; https://x.org/y';
    expect(stripMarkup(text).replace(/\s+/g, ' ').trim()).toBe('see [the guide]');
    // A placeholder is a word of the lesson, not an HTML tag.
    expect(stripMarkup('brew upgrade <formula>')).toBe('brew upgrade <formula>');
  });

  it('uses the words-only threshold without a vector and the mixed one with', () => {
    const { keywordThreshold, hybridThreshold, semanticWeight, semanticFloor } = DUPLICATE_SETTINGS;
    expect(scorePair(keywordThreshold, null).duplicate).toBe(true);
    expect(scorePair(keywordThreshold - 0.01, null).duplicate).toBe(false);
    const mixed = scorePair(0.2, 0.8);
    // The cosine counts only above the model's calibrated floor, stretched back to [0, 1].
    const calibrated = (0.8 - semanticFloor) / (1 - semanticFloor);
    expect(mixed.score).toBeCloseTo((1 - semanticWeight) * 0.2 + semanticWeight * calibrated, 12);
    expect(mixed.threshold).toBe(hybridThreshold);
    expect(mixed.duplicate).toBe(mixed.score >= hybridThreshold);
    expect(scorePair(0, semanticFloor - 0.1).score).toBe(0);
  });

  it('mixes in command lines when both show commands, with their own threshold', () => {
    const s = DUPLICATE_SETTINGS;
    const pair = scorePair(0.3, 0.7, s, 1);
    const words = scorePair(0.3, 0.7, s).score;
    expect(pair.score).toBeCloseTo((1 - s.commandWeight) * words + s.commandWeight, 12);
    expect(pair.threshold).toBe(s.commandThreshold);
    expect(scorePair(0.9, 0.9, s, 0).duplicate).toBe(false);
  });

  it('gives prose pairs and command pairs each their own share of the embedding', () => {
    const s = { ...DUPLICATE_SETTINGS, semanticWeight: 0.5, commandSemanticWeight: 0 };
    const calibrated = (0.9 - s.semanticFloor) / (1 - s.semanticFloor);
    expect(scorePair(0.2, 0.9, s).score).toBeCloseTo(0.5 * 0.2 + 0.5 * calibrated, 12);
    // The command branch reads words alone here: the prose share does not reach it.
    const command = scorePair(0.2, 0.9, s, 0.5).score;
    expect(command).toBeCloseTo((1 - s.commandWeight) * 0.2 + s.commandWeight * 0.5, 12);
    // The link settings keep the one share they were measured with in both branches.
    expect(LINK_SETTINGS.commandSemanticWeight).toBe(LINK_SETTINGS.semanticWeight);
  });

  it('holds the audit to a higher prose threshold than the save-time check, commands alike', () => {
    const { hybridThreshold, keywordThreshold, ...rest } = AUDIT_DUPLICATE_SETTINGS;
    expect(keywordThreshold).toBeGreaterThan(DUPLICATE_SETTINGS.keywordThreshold);
    expect(hybridThreshold).toBeGreaterThan(DUPLICATE_SETTINGS.hybridThreshold);
    const { hybridThreshold: _h, keywordThreshold: _k, ...shipped } = DUPLICATE_SETTINGS;
    expect(rest).toEqual(shipped);
    const between = (DUPLICATE_SETTINGS.keywordThreshold + keywordThreshold) / 2;
    expect(scorePair(between, null).duplicate).toBe(true);
    expect(scorePair(between, null, AUDIT_DUPLICATE_SETTINGS).duplicate).toBe(false);
  });

  it('takes the semantic floor of the model that made the vectors', () => {
    expect(duplicateSettingsFor(null)).toBe(DUPLICATE_SETTINGS);
    expect(duplicateSettingsFor({ provider: 'embedded', model: 'use-lite' }).semanticFloor).toBe(
      DUPLICATE_SETTINGS.semanticFloor,
    );
    expect(duplicateSettingsFor({ provider: 'ollama', model: 'unmeasured' }).semanticFloor).toBe(
      0.6,
    );
    const link = duplicateSettingsFor({ provider: 'ollama', model: 'unmeasured' }, LINK_SETTINGS);
    expect(link).toEqual({ ...LINK_SETTINGS, semanticFloor: 0.6 });
  });
});

describe('command lines', () => {
  const note = (body: string) => extractCommands({ title: 't', body });

  it('reads fenced code, inline code and a bare one-line body, not prose', () => {
    expect(note('```bash\n$ git stash -u\n# a comment\n```')).toEqual([
      new Set(['git', 'stash', '-u']),
    ]);
    expect(note('Use `git diff --cached <file>` here.')).toEqual([
      new Set(['git', 'diff', '--cached']),
    ]);
    expect(note('git rm --cached <file_path>')).toEqual([new Set(['git', 'rm', '--cached'])]);
    expect(note('Two lines of prose,\nno command at all.')).toEqual([]);
  });

  it('skips fenced code in a language other than a shell: program code is no command', () => {
    const go = '```go\nif err != nil {\n  return err\n}\n```';
    expect(note(go)).toEqual([]);
    expect(commandSimilarity(note(go), note(go))).toBeNull();
    expect(note('```console\n$ go test -race ./...\n```')).toEqual([
      new Set(['go', 'test', '-race']),
    ]);
    expect(note('```sh title="x"\ngo vet ./...\n```')).toEqual([new Set(['go', 'vet'])]);
  });

  it('tells a neighbouring flag apart and is null when a side shows no command', () => {
    const u = note('`git stash -u`');
    expect(commandSimilarity(u, note('```\ngit stash --keep-index\ngit stash -u\n```'))).toBe(1);
    expect(commandSimilarity(u, note('`git stash -k`'))).toBeCloseTo(0.5, 12);
    expect(commandSimilarity(u, note('Stash it all.\n\nThen pop it.'))).toBeNull();
  });

  it('compares only lines that run the same program', () => {
    const awk = note('`awk -v x file`');
    // Another tool for the same task is no evidence either way.
    expect(commandSimilarity(awk, note('sed -n file'))).toBeNull();
    const both = note('```\nsed -v x file\nawk -n file\n```');
    // Only the awk lines meet: {awk, -v, x, file} against {awk, -n, file}.
    expect(commandSimilarity(awk, both)).toBeCloseTo(2 / 5, 12);
  });
});

describe('classifyNonMemory', () => {
  it('names empty files, misspelt type keys, missing fences, and leaves plain notes alone', () => {
    expect(classifyNonMemory('  \n', 'f')).toBe('empty file');
    expect(classifyNonMemory('---\ntpye: gotcha\n---\nx', 'f')).toMatch(
      /"tpye:" looks like a misspelling/,
    );
    expect(classifyNonMemory('---\nType: gotcha\n---\nx', 'f')).toMatch(/must be lowercase/);
    expect(classifyNonMemory('---\ntitle: x\ntags: [a]\n---\nx', 'f')).toMatch(
      /^no "type:" in the frontmatter \(/,
    );
    expect(classifyNonMemory('---\ntitle: x\ntyp: learning\n---\nx', 'f')).toMatch(
      /"typ:" looks like/,
    );
    expect(classifyNonMemory('type: learning\ntitle: x\n', 'f')).toMatch(/opening "---"/);
    expect(classifyNonMemory('# Notes for people\n\ntext', 'f')).toBeNull();
  });
});
