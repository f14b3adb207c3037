import { describe, expect, it } from 'vitest';
import { QUALITY_SETS, selectedQualitySets, TUNING_FOLDERS } from '../../bench/quality.js';

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

  it('tunes on the five sets, the two once held out among them', () => {
    expect(TUNING_FOLDERS).toContain('search-til-heldout');
    expect(TUNING_FOLDERS).toContain('search-heldout-v3');
    expect(TUNING_FOLDERS).toHaveLength(5);
  });

  it('names a folder that is not a quality set', () => {
    expect(() => selectedQualitySets('search-eval,search-nope')).toThrow(/search-nope/);
  });
});
