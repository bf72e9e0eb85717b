import { EventCursors, encodeEventCursor, eventStreamOf, isEventCursor } from './cursor.js';

const TENANT_A = '3f1e9c5a-0000-4000-8000-00000000000a';
const TENANT_B = '3f1e9c5a-0000-4000-8000-00000000000b';

describe('event cursors', () => {
  const cursors = new EventCursors('a-secret-every-replica-shares');

  test('are the stream position as 16 lowercase hex digits, then 32 of a tag', () => {
    expect(encodeEventCursor(255)).toBe('00000000000000ff');
    const cursor = cursors.issue(TENANT_A, 255);
    expect(cursor).toMatch(/^00000000000000ff[0-9a-f]{32}$/);
    expect(isEventCursor(cursor)).toBe(true);
  });

  test('compare as strings in the order of their positions along a stream', () => {
    const positions = [0n, 1n, 9n, 10n, 15n, 16n, 255n, 256n, 99_999n, 2n ** 40n, 2n ** 63n - 1n];
    const issued = positions.map((position) => cursors.issue(TENANT_A, position));
    expect([...issued].sort()).toEqual(issued);
    expect(new Set(issued).size).toBe(positions.length);
  });

  test('read back as the position they were issued for, on their own stream', () => {
    for (const position of [0n, 1n, 42n, 2n ** 32n, 2n ** 63n - 1n])
      expect(cursors.read(TENANT_A, cursors.issue(TENANT_A, position))).toBe(position);
  });

  test('of one stream are refused on another, and look different there for the same position', () => {
    const ofA = cursors.issue(TENANT_A, 7);
    expect(cursors.read(TENANT_B, ofA)).toBeNull();
    expect(cursors.issue(TENANT_B, 7)).not.toBe(ofA);
  });

  test('issued with another secret, or altered in any digit, are refused', () => {
    const cursor = cursors.issue(TENANT_A, 7);
    expect(new EventCursors('another-secret-entirely').read(TENANT_A, cursor)).toBeNull();
    for (let index = 0; index < cursor.length; index++) {
      const altered = cursor.slice(0, index) + (cursor[index] === '0' ? '1' : '0') + cursor.slice(index + 1);
      expect({ index, position: cursors.read(TENANT_A, altered) }).toEqual({ index, position: null });
    }
  });

  test.each([
    ['', 'empty'],
    ['00000000000000ff', 'a position alone'],
    ['0000000000000007', 'a position alone, as cursors used to be'],
    ['x'.repeat(48), 'not hex'],
    ['0'.repeat(49), 'too long'],
    [42, 'not a string'],
  ])('read %j (%s) as null', (cursor: string | number, _description: string) => {
    expect(cursors.read(TENANT_A, cursor)).toBeNull();
  });

  test('refuse a position no sequence gives', () => {
    expect(() => cursors.issue(TENANT_A, -1)).toThrow(RangeError);
    expect(() => cursors.issue(TENANT_A, 2n ** 63n)).toThrow(RangeError);
    expect(() => cursors.issue(TENANT_A, 1.5)).toThrow(RangeError);
  });

  test('belong to the stream of the event’s tenant', () => {
    expect(eventStreamOf({ tenantId: TENANT_A.toUpperCase() })).toBe(TENANT_A);
    expect(eventStreamOf({})).toBe('');
  });
});
