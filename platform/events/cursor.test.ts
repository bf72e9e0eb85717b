import { decodeEventCursor, encodeEventCursor } from './cursor.js';

describe('event cursors', () => {
  test('are the position as 16 lowercase hex digits, whatever form the position comes in', () => {
    expect(encodeEventCursor(0)).toBe('0000000000000000');
    expect(encodeEventCursor(255)).toBe('00000000000000ff');
    expect(encodeEventCursor('4096')).toBe('0000000000001000');
    expect(encodeEventCursor(2n ** 63n - 1n)).toBe('7fffffffffffffff');
  });

  test('compare as strings in the order of their positions', () => {
    const positions = [0n, 1n, 9n, 10n, 15n, 16n, 255n, 256n, 99_999n, 2n ** 40n, 2n ** 63n - 1n];
    const cursors = positions.map(encodeEventCursor);
    expect([...cursors].sort()).toEqual(cursors);
    expect(new Set(cursors).size).toBe(positions.length);
  });

  test('decode to the position they were made of', () => {
    for (const position of [0n, 1n, 42n, 2n ** 32n, 2n ** 63n - 1n])
      expect(decodeEventCursor(encodeEventCursor(position))).toBe(position);
  });

  test.each([
    ['', 'empty'],
    ['ff', 'too short'],
    ['00000000000000ff0', 'too long'],
    ['00000000000000FF', 'upper case'],
    ['00000000000000fg', 'not hex'],
    [' 00000000000000f', 'padded with a space'],
    ['-000000000000001', 'signed'],
    ['8000000000000000', 'beyond a bigint'],
  ])('decode %j (%s) to null', (cursor) => {
    expect(decodeEventCursor(cursor)).toBeNull();
  });

  test('refuse a position no sequence gives', () => {
    expect(() => encodeEventCursor(-1)).toThrow(RangeError);
    expect(() => encodeEventCursor(2n ** 63n)).toThrow(RangeError);
    expect(() => encodeEventCursor(1.5)).toThrow(RangeError);
  });
});
