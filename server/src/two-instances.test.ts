import { randomUUID } from 'node:crypto';
import { LOGIN_FAILURE_LIMITS, SMS_CODE_MAX_ATTEMPTS, SMS_IP_DAILY_LIMIT } from '@seabook/domain/auth';
import { OrderPriceSchema } from '@seabook/domain/booking-price';
import { grant } from '@seabook/domain/permissions';
import type { QuoteLine } from '@seabook/domain/rates';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from './app-types.ts';
import { accounts, roles } from './db/tenancy.tables.ts';
import { DEMO } from './demo/demo-data.ts';
import { resolveSession } from './modules/auth/auth.service.ts';
import { lclRate } from './modules/rates/ops-rates.fixtures.ts';
import { startSecondInstance, startTestApp, type TestContext, uniquePhone } from './test/harness.ts';
import { call, lastCode, loginAs, registerUser } from './test/http.ts';
import { bookableShowcaseLine, searchQuotesCall } from './test/quote-search.ts';
import { newStaff } from './test/staff-fixtures.ts';

/**
 * Issue 18 §5: two server instances on one PostgreSQL database agree. Each instance is its own app
 * with its own pool, caches and search index; they share only the database, as two processes behind a
 * load balancer would. PGlite is one process's database and cannot be shared, so this runs on
 * PostgreSQL only (CI runs the server suite on PostgreSQL).
 */

const onPostgres = Boolean(process.env.DATABASE_URL);

describe.skipIf(!onPostgres)(
  'two instances on one PostgreSQL (skipped without DATABASE_URL: PGlite cannot be shared)',
  () => {
    let a: TestContext;
    let b: TestContext;
    beforeAll(async () => {
      a = await startTestApp();
      b = await startSecondInstance(a);
    });
    afterAll(async () => {
      await b?.close();
      await a?.close();
    });

    /** Alternates the requests of a burst between the two instances. */
    const either = (i: number): App => (i % 2 === 0 ? a.app : b.app);

    async function post(app: App, url: string, body: object, ip = '127.0.0.1'): Promise<string> {
      const response = await app.inject({
        method: 'POST',
        url,
        payload: body,
        headers: { appid: '1', appclient: 'pc' },
        remoteAddress: ip,
      });
      return `${response.statusCode}:${response.json()?.error?.code ?? ''}`;
    }
    function tally(answers: string[]): Record<string, number> {
      const counts: Record<string, number> = {};
      for (const answer of answers) counts[answer] = (counts[answer] ?? 0) + 1;
      return counts;
    }

    it('accepts a session made on one instance on the other, and ends it on both at logout', async () => {
      const token = await loginAs(a.app, DEMO.personal.mobile, DEMO.personal.password);
      const info = await call(b.app, 'GET', '/user/info', { token });
      expect(info.status).toBe(200);
      expect(info.data.account_kind).toBe('main');
      expect((await call(b.app, 'POST', '/v2/member/loginout', { token })).status).toBe(200);
      expect((await call(a.app, 'GET', '/user/info', { token })).json.error.code).toBe(99999);
    });

    it('sees a role’s permissions changed through one instance at the other’s next request', async () => {
      const token = await registerUser(a.app, uniquePhone());
      const actor = await resolveSession(b.database.db, token);
      if (actor.kind !== 'account') throw new Error('not an account');
      // A role of the account's own, given and changed through a's database; b keeps what it has read.
      const [role] = await a.database.db
        .insert(roles)
        .values({ kind: 'customer', tenantId: actor.tenantId, name: 'probe', permissions: [grant('order', ['query'])] })
        .returning({ id: roles.id });
      if (!role) throw new Error('no role');
      await a.database.db.update(accounts).set({ roleId: role.id }).where(eq(accounts.id, actor.accountId));
      const given = await resolveSession(b.database.db, token);
      expect(given.kind === 'account' && given.permissions).toEqual([grant('order', ['query'])]);
      await a.database.db
        .update(roles)
        .set({ permissions: [grant('inquiry', ['query'])] })
        .where(eq(roles.id, role.id));
      const changed = await resolveSession(b.database.db, token);
      expect(changed.kind === 'account' && changed.permissions).toEqual([grant('inquiry', ['query'])]);
    });

    it('shows a rate saved or changed through the desk of one instance in the other’s quote search within a second', async () => {
      const admin = (await newStaff(a, 'staffAdmin')).token;
      const lines = async () =>
        (await searchQuotesCall(b.app, { pol: 'CNFOC', pod: 'PHMNL', pageSize: 100 })).data.items as QuoteLine[];
      /** b's first search one second after a's answer to a write: no retry, no second chance. */
      async function aSecondAfter(write: Promise<unknown>): Promise<QuoteLine[]> {
        await write;
        await new Promise((resolve) => setTimeout(resolve, 1000));
        return lines();
      }
      expect(await lines()).toEqual([]); // b's index is loaded, without the new rate

      const save = call(a.app, 'POST', '/v2/ops/rate/lcl/save', { token: admin, body: lclRate('PHMNL') });
      expect((await aSecondAfter(save)).length).toBeGreaterThan(0);
      const saved = await save;
      expect(saved.status, JSON.stringify(saved.json)).toBe(200);

      const id = saved.data.id;
      const change = call(a.app, 'POST', '/v2/ops/rate/lcl/save', {
        token: admin,
        body: { ...lclRate('PHMNL', { oceanRate: '27.50' }), id },
      });
      const repriced = await aSecondAfter(change);
      expect((await change).status).toBe(200);
      expect(repriced.map((l) => l.oceanPerWm?.amount)).toEqual(repriced.map(() => 2750));
      expect(repriced.length).toBeGreaterThan(0);

      const withdraw = call(a.app, 'POST', '/v2/ops/rate/lcl/expire', { token: admin, body: { ids: [id] } });
      expect(await aSecondAfter(withdraw)).toEqual([]);
      expect((await withdraw).status).toBe(200);
    });

    it('holds the login lockout across both: 300 parallel wrong passwords check exactly the limit', async () => {
      // The owner has logged in from the office before, so the attack does not lock the owner out there.
      await loginAs(b.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
      const answers = await Promise.all(
        Array.from({ length: 300 }, (_, i) =>
          post(
            either(i),
            '/v2/member/login',
            { mobile: DEMO.enterprise.mobile, password: `wrong-${i}` },
            `10.5.0.${i % 60}`,
          ),
        ),
      );
      expect(tally(answers)).toEqual({
        '401:40101': LOGIN_FAILURE_LIMITS.perAccount,
        '429:42902': 300 - LOGIN_FAILURE_LIMITS.perAccount,
      });
      const body = { mobile: DEMO.enterprise.mobile, password: DEMO.enterprise.password };
      expect(await post(a.app, '/v2/member/login', body, '10.5.0.200')).toBe('429:42902');
      expect(await post(a.app, '/v2/member/login', body)).toBe('200:');
    });

    it('holds the SMS caps and the code burn across both', async () => {
      const ip = '10.5.1.1';
      const sends = await Promise.all(
        Array.from({ length: 100 }, (_, i) => post(either(i), '/v2/member/sendsms', { mobile: uniquePhone() }, ip)),
      );
      expect(tally(sends)).toEqual({ '200:': SMS_IP_DAILY_LIMIT, '429:42900': 100 - SMS_IP_DAILY_LIMIT });

      const mobile = uniquePhone();
      expect(await post(a.app, '/v2/member/sendsms', { mobile }, '10.5.1.2')).toBe('200:');
      const code = await lastCode(a.app, mobile);
      const wrong = (i: number) => String((Number(code) + 1 + i) % 1_000_000).padStart(6, '0');
      const tries = await Promise.all(
        Array.from({ length: 60 }, (_, i) =>
          post(either(i), '/v2/member/reguser', {
            mobile,
            code: i === 30 ? code : wrong(i),
            password: 'Secret#123',
            email: 'two@example.com',
          }),
        ),
      );
      expect(tally(tries)).toEqual({ '422:42209': SMS_CODE_MAX_ATTEMPTS, '422:42210': 60 - SMS_CODE_MAX_ATTEMPTS });
    });

    it('creates one order for an Idempotency-Key sent to both', async () => {
      const token = await loginAs(a.app, DEMO.enterprise.mobile, DEMO.enterprise.password);
      const line = await bookableShowcaseLine(a.app);
      const draft = {
        mode: 'lcl',
        source: { from: 'quote', lineId: line.id },
        tradeTerm: 'FOB',
        shipmentTerm: 'CFS-CFS',
        cargo: {
          type: 'general',
          weightKg: 800,
          volumeCbm: 1.5,
          pieces: 20,
          packingType: 'cartons',
          nameEn: 'TWO INSTANCES',
          marks: 'N/M',
        },
        remark: 'two-instances',
      };
      const priced = await call(a.app, 'POST', '/v2/oe_order/price', { token, body: { line: line.id, draft } });
      expect(priced.status, JSON.stringify(priced.json)).toBe(200);
      const { priceToken } = OrderPriceSchema.parse(priced.data);
      const key = randomUUID();
      const answers = await Promise.all(
        Array.from({ length: 40 }, (_, i) =>
          call(either(i), 'POST', '/v2/oe_order/createorder', {
            token,
            body: { line: line.id, draft, priceToken },
            headers: { 'idempotency-key': key },
          }),
        ),
      );
      expect(answers.map((answer) => answer.status)).toEqual(Array(40).fill(200));
      expect(new Set(answers.map((answer) => JSON.stringify(answer.data))).size).toBe(1);
      const stored = await a.database.db.execute(
        sql`select count(*)::int as n from orders where draft->>'remark' = 'two-instances'`,
      );
      expect((stored as unknown as { rows: Array<{ n: number }> }).rows[0]?.n).toBe(1);
    });
  },
);
