import { describe, expect, it } from 'vitest';
import { QUALITY_SETS, selectedQualitySets, TUNING_FOLDERS } from '../../bench/quality.js';

describe('quality sets to run', () => {
  it('runs every set when none is named', () => {
    expect(selectedQualitySets('')).toEqual([...QUALITY_SETS]);
  });

  it('runs only the named sets, so tuning never scores a held-out one', () => {
    const chosen = selectedQualitySets(TUNING_FOLDERS.join(','));
    expect(chosen.map((set) => set.folder)).toEqual([...TUNING_FOLDERS]);
    expect(chosen.some((set) => set.folder === 'search-til-heldout')).toBe(false);
  });

  it('names a folder that is not a quality set', () => {
    expect(() => selectedQualitySets('search-eval,search-nope')).toThrow(/search-nope/);
  });
});
