import { describe, expect, it } from 'vitest';
import { decodeBytes, displayText, encodeText, hasEscapedBytes } from '../../src/core/byte-text.js';
import { seededRandom } from '../kit/seeded-random.js';

describe('byte-text', () => {
  it('gives back the exact bytes of any file, valid UTF-8 or not', () => {
    const random = seededRandom(7);
    for (let n = 0; n < 500; n++) {
      const bytes = Buffer.from(
        Array.from({ length: 1 + (n % 40) }, () => Math.floor(random() * 256)),
      );
      expect(encodeText(decodeBytes(bytes))).toEqual(bytes);
    }
  });

  it('decodes valid UTF-8 (a BOM and astral characters included) as usual', () => {
    const text = '\uFEFF---\ntitle: café 🚀\n---\n';
    expect(decodeBytes(Buffer.from(text))).toBe(text);
    expect(hasEscapedBytes(text)).toBe(false);
  });

  it('escapes each stray byte alone, keeps text around it, and shows it as U+FFFD', () => {
    const bytes = Buffer.from('M\xfcller \xed\xa0\x80 ok', 'latin1');
    const text = decodeBytes(bytes);
    expect(hasEscapedBytes(text)).toBe(true);
    expect(displayText(text)).toBe('M\uFFFDller \uFFFD\uFFFD\uFFFD ok');
    expect(encodeText(`${text} and more`)).toEqual(
      Buffer.concat([bytes, Buffer.from(' and more')]),
    );
  });
});
