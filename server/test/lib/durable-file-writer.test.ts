import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { DurableFileWriter } from '../../src/lib/durable-file-writer';

describe('DurableFileWriter (one round trip to a worker thread per file)', () => {
  let dir: string;
  let writer: DurableFileWriter;

  beforeEach(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'inventor-portal-writer-'));
    writer = new DurableFileWriter();
  });

  afterEach(async () => {
    await writer.close();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  it('writes the bytes under the name asked, making the folder, and leaves no temporary file', async () => {
    const target = path.join(dir, 'drawings', 'abc.png');
    await writer.write(target, Buffer.from('picture bytes'));
    expect(fs.readFileSync(target, 'utf8')).toBe('picture bytes');
    expect(fs.readdirSync(path.join(dir, 'drawings'))).toEqual(['abc.png']);
  });

  it('answers many concurrent writes, each with its own bytes', async () => {
    const names = Array.from({ length: 40 }, (_, i) => path.join(dir, 'many', `f${i}.bin`));
    await Promise.all(names.map((name, i) => writer.write(name, Buffer.alloc(1000 + i, i))));
    names.forEach((name, i) => expect(fs.readFileSync(name)).toEqual(Buffer.alloc(1000 + i, i)));
    expect(fs.readdirSync(path.join(dir, 'many'))).toHaveLength(40);
  });

  it('refuses a write that cannot happen, with no file left behind, and keeps working', async () => {
    fs.writeFileSync(path.join(dir, 'blocker'), 'a file where a folder should be');
    await expect(
      writer.write(path.join(dir, 'blocker', 'x.png'), Buffer.from('x')),
    ).rejects.toThrow(/ENOTDIR|EEXIST/);
    expect(fs.readdirSync(dir)).toEqual(['blocker']);
    await writer.write(path.join(dir, 'ok.png'), Buffer.from('ok'));
    expect(fs.readFileSync(path.join(dir, 'ok.png'), 'utf8')).toBe('ok');
  });

  it('starts a new worker after close', async () => {
    await writer.write(path.join(dir, 'a.bin'), Buffer.from('a'));
    await writer.close();
    await writer.write(path.join(dir, 'b.bin'), Buffer.from('b'));
    expect(fs.readFileSync(path.join(dir, 'b.bin'), 'utf8')).toBe('b');
  });
});
