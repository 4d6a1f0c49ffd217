import { Redis } from 'ioredis';
import { expect, it } from 'vitest';
import { describeWithRedis, redisKeyPrefix } from '../src/test-redis.ts';

describeWithRedis('the run-wide Redis', (redisUrl) => {
  it('answers, and a file-owned key prefix keeps files apart', async () => {
    const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
    await redis.connect();
    const [a, b] = [redisKeyPrefix(), redisKeyPrefix()];
    expect(a).not.toBe(b);
    await redis.set(`${a}k`, '1', 'EX', 10);
    expect(await redis.get(`${b}k`)).toBeNull();
    expect(await redis.get(`${a}k`)).toBe('1');
    await redis.del(`${a}k`);
    redis.disconnect();
  });
});
