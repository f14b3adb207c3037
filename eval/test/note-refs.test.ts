import { describe, expect, it } from 'vitest';
import { cutNote } from '../bench/support/note-refs.js';

const PAGE = [
  '## <Icon name="angle-right" /> Anchored <E2EOnlyBadge /> {#anchored}',
  'text',
  '# Page',
  '## <Icon name="angle-right" /> Waiting for things <E2EOnlyBadge />',
  ':::tip',
  '<Icon name="check-circle" color="green" /> **Best Practice:** wait on a condition.',
  ':::',
  '```js',
  '## not a heading',
  '  cy.get("x") <Icon name="kept" />',
  '```',
  '## Next',
].join('\n');

describe('cutNote', () => {
  it('leaves MDX components out of an mdx note, code fences included', () => {
    const entry = '<Icon name="angle-right" /> Waiting for things <E2EOnlyBadge />';
    const note = cutNote(PAGE, 'mdx', { source: 's', path: 'p.mdx', entry });
    expect(note.title).toBe('Waiting for things');
    expect(note.body.split('\n')).toEqual([
      ':::tip',
      '**Best Practice:** wait on a condition.',
      ':::',
      '```js',
      '## not a heading',
      '  cy.get("x") ',
      '```',
    ]);
  });

  it('leaves an anchor id out of an mdx title', () => {
    const entry = '<Icon name="angle-right" /> Anchored <E2EOnlyBadge /> {#anchored}';
    expect(cutNote(PAGE, 'mdx', { source: 's', path: 'p.mdx', entry }).title).toBe('Anchored');
  });

  it('keeps the components of a plain heading note', () => {
    const entry = '<Icon name="angle-right" /> Waiting for things <E2EOnlyBadge />';
    const note = cutNote(PAGE, 'heading', { source: 's', path: 'p.md', entry });
    expect(note.title).toBe(entry);
    expect(note.body).toContain('<Icon name="check-circle"');
  });
});
