/**
 * Collects rule references that point at real rules whose text is not in
 * `content/rules` yet, so the build can print them instead of hiding them.
 */
export interface AbsentReference {
  number: string;
  file: string;
  line?: number;
}

export class ReferenceReport {
  readonly absent: AbsentReference[] = [];
  /** Fatal problems (unknown rules or terms), as `file:line: message`. */
  readonly errors: string[] = [];

  /** Records a fatal problem; the build fails once content is processed. */
  fail(message: string): void {
    if (!this.errors.includes(message)) this.errors.push(message);
  }

  add(ref: AbsentReference): void {
    if (
      !this.absent.some(
        (a) => a.number === ref.number && a.file === ref.file && a.line === ref.line,
      )
    )
      this.absent.push(ref);
  }

  /** A human-readable summary, one line per rule number. */
  format(): string {
    if (!this.absent.length) return 'Rule references: every cited rule has a page.';
    const byNumber = new Map<string, string[]>();
    for (const a of this.absent) {
      const list = byNumber.get(a.number) ?? [];
      list.push(`${a.file}${a.line ? `:${a.line}` : ''}`);
      byNumber.set(a.number, list);
    }
    const lines = [...byNumber].map(([n, where]) => `  ${n.padEnd(9)} ${where.join(', ')}`);
    return `Rule references to real rules without a page yet (${byNumber.size} rules; linked to the nearest page):\n${lines.join('\n')}`;
  }
}
