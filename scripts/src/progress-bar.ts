/**
 * A one-line progress bar on an interactive terminal; silent otherwise, so logs
 * and CI output stay clean.
 */
export interface ProgressBar {
  update(done: number, total: number, label: string): void;
  finish(): void;
}

const WIDTH = 30;

export function createProgressBar(stream: NodeJS.WriteStream = process.stderr): ProgressBar {
  if (!stream.isTTY) return { update() {}, finish() {} };
  let drawn = false;
  return {
    update(done, total, label) {
      const ratio = total === 0 ? 1 : Math.min(1, done / total);
      const filled = Math.round(ratio * WIDTH);
      stream.write(`\r${label.padEnd(8)} [${'#'.repeat(filled)}${'-'.repeat(WIDTH - filled)}] ${done}/${total}`);
      drawn = true;
    },
    finish() {
      if (drawn) stream.write('\n');
      drawn = false;
    },
  };
}
