import { readFile } from 'node:fs/promises';

/** The p-th percentile (nearest rank) of sorted samples; NaN when there are none. */
export function percentile(sorted: Float64Array, p: number): number {
  if (!sorted.length) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

/** Grows like an array of numbers, without boxing every latency. */
export class Samples {
  #data = new Float64Array(1 << 16);
  length = 0;
  push(value: number) {
    if (this.length === this.#data.length) {
      const bigger = new Float64Array(this.#data.length * 2);
      bigger.set(this.#data);
      this.#data = bigger;
    }
    this.#data[this.length++] = value;
  }
  clear() {
    this.length = 0;
  }
  sorted() {
    return this.#data.slice(0, this.length).sort();
  }
}

/** Resident memory of a process, in bytes (Linux /proc). */
export async function rssOf(pid: number): Promise<number> {
  const text = await readFile(`/proc/${pid}/status`, 'utf8');
  return Number(/VmRSS:\s+(\d+)/.exec(text)?.[1] ?? 0) * 1024;
}

/** User plus system CPU time of a process, in milliseconds (clock ticks are 1/100 s on Linux). */
export async function cpuMsOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** Busy CPU time of the whole machine, all cores, in milliseconds (from /proc/stat; 1/100 s ticks). */
export async function machineBusyMs(): Promise<number> {
  const line = (await readFile('/proc/stat', 'utf8')).split('\n', 1)[0]!;
  const [user, nice, system, _idle, _iowait, irq, softirq, steal] = line.split(/\s+/).slice(1).map(Number);
  return (user! + nice! + system! + irq! + softirq! + steal!) * 10;
}
