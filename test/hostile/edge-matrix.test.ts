import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PROJECT_ROOT } from '../../platform/project-root.js';
import { CHANNELS, CLASSES, MATRIX, type Cell } from './edge-matrix.js';

const isProven = (cell: Cell): cell is Extract<Cell, { file: string }> => 'file' in cell;

describe('the hostile-client matrix', () => {
  test('has a proof or a reason in every channel × class cell', () => {
    const empty = CLASSES.flatMap((attack) =>
      CHANNELS.filter((channel) => MATRIX[attack][channel] === undefined).map((channel) => `${attack} × ${channel}`),
    );
    expect(empty).toEqual([]);
  });

  test('names tests that exist, with the title as written', () => {
    const missing: string[] = [];
    for (const attack of CLASSES) {
      for (const channel of CHANNELS) {
        const cell = MATRIX[attack][channel];
        if (!cell) continue;
        if (!isProven(cell)) {
          if (cell.notApplicable.trim().length < 10) missing.push(`${attack} × ${channel}: no reason given`);
          continue;
        }
        let source: string;
        try {
          source = readFileSync(join(PROJECT_ROOT, cell.file), 'utf8');
        } catch {
          missing.push(`${attack} × ${channel}: no file ${cell.file}`);
          continue;
        }
        const quoted = [`'${cell.test}'`, `"${cell.test}"`, `\`${cell.test}\``];
        if (!quoted.some((title) => source.includes(title))) {
          missing.push(`${attack} × ${channel}: no test '${cell.test}' in ${cell.file}`);
        }
      }
    }
    expect(missing).toEqual([]);
  });
});
