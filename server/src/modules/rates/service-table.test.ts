import { describe, expect, it } from 'vitest';
import { type ServiceEntry, ServiceTable } from './index-model.ts';

const entry = (id: number, oceanRate = 1000) => ({ id: String(id), oceanRate }) as ServiceEntry;

function table(count: number): ServiceTable {
  const builder = ServiceTable.builder();
  for (let id = 1; id <= count; id++) builder.add(entry(id));
  return builder.done();
}

describe('the services table of the search index', () => {
  it('finds, counts and lists what was added', () => {
    const services = table(1000);
    expect(services.size).toBe(1000);
    expect(services.get('777')?.id).toBe('777');
    expect(services.has('1001')).toBe(false);
    expect(services.get('x')).toBeUndefined();
    expect([...services.values()].map((s) => Number(s.id)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 1000 }, (_, i) => i + 1),
    );
    expect(new Map(services).get('5')?.id).toBe('5');
  });

  it('changes into a new table and leaves the old one as it was', async () => {
    const before = table(1000);
    let pauses = 0;
    const after = await before.changed(['3', '4', '2000'], [entry(4, 2222), entry(1001)], () => {
      pauses++;
      return undefined;
    });
    expect(after.has('3')).toBe(false);
    expect(after.get('4')?.oceanRate).toBe(2222);
    expect(after.get('1001')?.id).toBe('1001');
    expect(after.size).toBe(1000);
    expect(after.get('5')).toBe(before.get('5'));
    expect(before.has('3')).toBe(true);
    expect(before.get('4')?.oceanRate).toBe(1000);
    expect(before.has('1001')).toBe(false);
    // One pause per shard copied: the ids fall in four shards (4 is removed and added).
    expect(pauses).toBe(4);
  });
});
