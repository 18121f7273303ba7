// What a report must say about where and when it was measured.
import os from 'node:os';

export interface Machine {
  date: string;
  cores: number;
  cpu: string;
  ramGb: number;
  node: string;
  platform: string;
}

export function describeMachine(): Machine {
  const cpus = os.cpus();
  return {
    date: new Date().toISOString().replace(/\.\d+Z$/, 'Z'),
    cores: cpus.length,
    cpu: cpus[0]?.model.trim() ?? 'unknown',
    ramGb: Math.round(os.totalmem() / 1024 ** 3),
    node: process.version,
    platform: `${os.type()} ${os.release()} ${os.arch()}`,
  };
}
