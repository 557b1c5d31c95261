import { once } from 'node:events';
import { createWriteStream } from 'node:fs';
import { crc32 } from 'node:zlib';

/**
 * Writes a valid touch-app zip of about `bytes` bytes: index.html plus one stored (uncompressed) entry of
 * zeros, streamed so the benchmark itself never holds it in memory.
 */
export async function writeBigTouchApp(path: string, bytes: number) {
  const out = createWriteStream(path);
  const write = async (chunk: Buffer) => {
    if (!out.write(chunk)) await once(out, 'drain');
  };
  const entries: { name: string; crc: number; size: number; offset: number }[] = [];
  let offset = 0;
  const addEntry = async (name: string, produce: (emit: (b: Buffer) => Promise<void>) => Promise<void>) => {
    const nameBytes = Buffer.from(name);
    const header = Buffer.alloc(30);
    header.writeUInt32LE(0x04034b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(0x0008, 6); // sizes and CRC follow the data
    await write(header);
    await write(nameBytes);
    const start = offset + 30 + nameBytes.length;
    let crc = 0;
    let size = 0;
    await produce(async (b) => {
      crc = crc32(b, crc);
      size += b.length;
      await write(b);
    });
    const descriptor = Buffer.alloc(16);
    descriptor.writeUInt32LE(0x08074b50, 0);
    descriptor.writeUInt32LE(crc >>> 0, 4);
    descriptor.writeUInt32LE(size, 8);
    descriptor.writeUInt32LE(size, 12);
    await write(descriptor);
    entries.push({ name, crc, size, offset });
    offset = start + size + 16;
  };
  await addEntry('index.html', (emit) => emit(Buffer.from('<!doctype html><title>big</title>')));
  const chunk = Buffer.alloc(1024 * 1024);
  await addEntry('assets/big.bin', async (emit) => {
    for (let written = 0; written < bytes; written += chunk.length) {
      await emit(chunk.subarray(0, Math.min(chunk.length, bytes - written)));
    }
  });
  const centralStart = offset;
  let centralSize = 0;
  for (const entry of entries) {
    const nameBytes = Buffer.from(entry.name);
    const record = Buffer.alloc(46);
    record.writeUInt32LE(0x02014b50, 0);
    record.writeUInt16LE(20, 4);
    record.writeUInt16LE(20, 6);
    record.writeUInt16LE(0x0008, 8);
    record.writeUInt32LE(entry.crc >>> 0, 16);
    record.writeUInt32LE(entry.size, 20);
    record.writeUInt32LE(entry.size, 24);
    record.writeUInt16LE(nameBytes.length, 28);
    record.writeUInt32LE(entry.offset, 42);
    await write(record);
    await write(nameBytes);
    centralSize += 46 + nameBytes.length;
  }
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(centralSize, 12);
  end.writeUInt32LE(centralStart, 16);
  await write(end);
  out.end();
  await once(out, 'finish');
}
