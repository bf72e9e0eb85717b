import { expect, test } from '@jest/globals';
import { FairTurns } from './fair-turns.js';

const nextTurn = () => new Promise((resolve) => setImmediate(resolve));

test('runs at most a slice of tasks per turn of the event loop, round-robin between owners, each owner in order', async () => {
  const turns = new FairTurns(4);
  const ran: string[] = [];
  for (let index = 0; index < 10; index += 1) turns.run('many', () => ran.push(`many ${index}`));
  turns.run('one', () => ran.push('one 0'));
  turns.run('one', () => ran.push('one 1'));

  // The first slice ran at once; the rest waits for later turns, where the other owner is served alternately.
  expect(ran).toEqual(['many 0', 'many 1', 'many 2', 'many 3']);
  await nextTurn();
  expect(ran.slice(4)).toEqual(['many 4', 'one 0', 'many 5', 'one 1']);
  await nextTurn();
  await nextTurn();
  expect(ran.slice(8)).toEqual(['many 6', 'many 7', 'many 8', 'many 9']);
});

test('gives the event loop a turn between slices, so other work is served in the middle of a long fan-out', async () => {
  const turns = new FairTurns(2);
  const ran: string[] = [];
  for (let index = 0; index < 6; index += 1) turns.run('many', () => ran.push(`task ${index}`));
  setImmediate(() => ran.push('other work'));
  await new Promise((resolve) => setTimeout(resolve, 50));
  expect(ran.indexOf('other work')).toBeGreaterThan(0);
  expect(ran.indexOf('other work')).toBeLessThan(ran.length - 1);
  expect(ran.filter((entry) => entry !== 'other work')).toEqual([0, 1, 2, 3, 4, 5].map((index) => `task ${index}`));
});
