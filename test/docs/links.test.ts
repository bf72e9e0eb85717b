import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { PROJECT_ROOT } from '../../platform/project-root.js';

/**
 * The README and every document under docs/ link to each other by relative paths and anchors: each link must reach a
 * file that exists and, when it names one, a heading of that file (GitHub's anchors: lower case, punctuation dropped,
 * spaces as hyphens, a repeated heading numbered `-1`, `-2`, ...). Links to the web are not fetched.
 */
const DOCUMENTS = [
  'README.md',
  ...readdirSync(join(PROJECT_ROOT, 'docs'))
    .filter((name) => name.endsWith('.md'))
    .map((name) => `docs/${name}`),
];

/** The text of `markdown` outside fenced code blocks, line by line. */
function proseLines(markdown: string): string[] {
  let fenced = false;
  return markdown.split('\n').filter((line) => {
    if (line.startsWith('```')) fenced = !fenced;
    return !fenced && !line.startsWith('```');
  });
}

function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const heading = /^#{1,6} (.*)$/.exec(line)?.[1];
    if (heading === undefined) continue;
    const slug = heading
      .trim()
      .toLowerCase()
      .replace(/[^\p{L}\p{N}\p{M}\p{Pc}\- ]/gu, '')
      .replace(/ /g, '-');
    const count = seen.get(slug) ?? 0;
    seen.set(slug, count + 1);
    anchors.add(count ? `${slug}-${count}` : slug);
  }
  return anchors;
}

function linksOf(markdown: string): string[] {
  return proseLines(markdown).flatMap((line) => [...line.matchAll(/\]\(([^)\s]+)\)/g)].map((match) => match[1]));
}

describe('the README and docs/', () => {
  test.each(DOCUMENTS)('%s: every relative link reaches a file, and a heading where it names one', (document) => {
    const path = join(PROJECT_ROOT, document);
    const broken: string[] = [];
    for (const link of linksOf(readFileSync(path, 'utf8'))) {
      if (/^[a-z]+:/i.test(link)) continue;
      const [file, anchor] = link.split('#') as [string, string | undefined];
      const target = file ? resolve(dirname(path), file) : path;
      if (!existsSync(target)) {
        broken.push(`${link} (no ${relative(PROJECT_ROOT, target)})`);
        continue;
      }
      if (anchor !== undefined && target.endsWith('.md') && !anchorsOf(readFileSync(target, 'utf8')).has(anchor))
        broken.push(`${link} (no heading #${anchor})`);
    }
    expect(broken).toEqual([]);
  });

  test('the README stays an entrance: a few hundred lines, linking every document', () => {
    const readme = readFileSync(join(PROJECT_ROOT, 'README.md'), 'utf8');
    expect(readme.split('\n').length).toBeLessThanOrEqual(300);
    const linked = new Set(linksOf(readme).map((link) => link.split('#')[0]));
    expect(DOCUMENTS.filter((document) => document !== 'README.md' && !linked.has(document))).toEqual([]);
  });
});
