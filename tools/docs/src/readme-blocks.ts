/** A fenced block of the README that the walk runs, with the line its fence opens on. */
export interface WalkBlock {
  line: number;
  code: string;
}

/**
 * The ```bash blocks of a markdown text, in order. ```sh blocks are not walked: by the README's
 * convention they are the commands that cannot run in a walk (deployments, long benchmarks, a
 * server in the foreground).
 */
export function bashBlocks(markdown: string): WalkBlock[] {
  const blocks: WalkBlock[] = [];
  const lines = markdown.split('\n');
  for (let i = 0; i < lines.length; i++) {
    if (lines[i] !== '```bash') continue;
    const end = lines.indexOf('```', i + 1);
    if (end < 0) throw new Error(`the \`\`\`bash block at line ${i + 1} is not closed`);
    blocks.push({ line: i + 1, code: lines.slice(i + 1, end).join('\n') });
    i = end;
  }
  return blocks;
}

export const BLOCK_MARKER = '### README walk: block';

/**
 * One bash script of all the blocks, run in one shell so that what a block sets (TOKEN, KEY, …)
 * is there for the next, as when a reader pastes them in order; each block first prints a marker
 * line, so a failure can be traced to its block.
 */
export function walkScript(blocks: WalkBlock[]): string {
  return [
    'set -euo pipefail',
    ...blocks.flatMap((block, i) => [
      // On a line of its own even after an answer that ends without a newline.
      `printf '\\n%s\\n' '${BLOCK_MARKER} ${i + 1}/${blocks.length} (README.md line ${block.line})'`,
      block.code,
    ]),
  ].join('\n');
}
