import { describe, expect, it } from 'vitest';
import { QUALITY_SETS, selectedQualitySets, TUNING_FOLDERS } from '../bench/quality.js';

describe('quality sets to run', () => {
  it('runs every set when none is named', () => {
    expect(selectedQualitySets('')).toEqual([...QUALITY_SETS]);
  });

  it('runs only the named sets, so tuning runs name the tuning folders', () => {
    const chosen = selectedQualitySets(TUNING_FOLDERS.join(','));
    expect(chosen.map((set) => set.folder)).toEqual([...TUNING_FOLDERS]);
    const two = selectedQualitySets('search-heldout-v3, search-eval');
    expect(two.map((set) => set.folder)).toEqual(['search-heldout-v3', 'search-eval']);
  });

  it('tunes on the seven sets, the five once held out among them, never on the held-out v6', () => {
    for (const folder of [
      'search-heldout',
      'search-til-heldout',
      'search-heldout-v3',
      'search-heldout-v4',
      'search-heldout-v5',
    ]) {
      expect(TUNING_FOLDERS).toContain(folder);
    }
    expect(TUNING_FOLDERS).toHaveLength(7);
    expect(TUNING_FOLDERS).not.toContain('search-heldout-v6');
  });

  it('names a folder that is not a quality set', () => {
    expect(() => selectedQualitySets('search-eval,search-nope')).toThrow(/search-nope/);
  });
});
