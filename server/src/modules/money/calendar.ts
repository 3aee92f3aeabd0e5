import { addDays, chinaToday } from '@seabook/domain/china-time';
import type { CalendarSave, WorkingCalendarYear } from '@seabook/domain/ops-bills';
import { isCalendarException, type WorkingCalendar } from '@seabook/domain/working-days';
import { and, asc, eq, gte, lt } from 'drizzle-orm';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { StaffActor } from '../../http/guards.ts';
import { AppError } from '../../lib/errors.ts';
import { recordAudit } from '../ops/ops.service.ts';
import { calendarDays } from './calendar.tables.ts';

/**
 * The working calendar finance keeps (decision 042) and the deadlines that count with it. A deadline
 * reads the kept days from the day it starts for the next 120 days (longer than any period counted:
 * spec §9's are 2 working days), so a holiday week entered ahead moves every deadline across it.
 */

const LOOK_AHEAD_DAYS = 120;

/** The kept days from `from` (YYYY-MM-DD) on, as the domain's deadline functions take them. */
export async function workingCalendar(db: DbOrTx, from: string): Promise<WorkingCalendar> {
  const until = addDays(from, LOOK_AHEAD_DAYS);
  const rows = await db
    .select({ day: calendarDays.day, kind: calendarDays.kind })
    .from(calendarDays)
    .where(and(gte(calendarDays.day, from), lt(calendarDays.day, until)));
  return {
    holidays: new Set(rows.filter((r) => r.kind === 'holiday').map((r) => r.day)),
    workdays: new Set(rows.filter((r) => r.kind === 'workday').map((r) => r.day)),
  };
}

/** GET /v2/ops/finance/calendar. */
export async function calendarYear(db: DbOrTx, year = Number(chinaToday().slice(0, 4))): Promise<WorkingCalendarYear> {
  const days = await db
    .select({ day: calendarDays.day, kind: calendarDays.kind, name: calendarDays.name })
    .from(calendarDays)
    .where(and(gte(calendarDays.day, `${year}-01-01`), lt(calendarDays.day, `${year + 1}-01-01`)))
    .orderBy(asc(calendarDays.day));
  return { year, days };
}

/** POST /v2/ops/finance/calendar/save: one statement, so two operators saving a day at once keep one row. */
export async function saveCalendarDay(db: Db, actor: StaffActor, input: CalendarSave): Promise<WorkingCalendarYear> {
  if (!isCalendarException(input.day, input.kind))
    throw new AppError('CALENDAR_DAY_NOT_EXCEPTION', { fields: { kind: 'CALENDAR_DAY_NOT_EXCEPTION' } });
  return db.transaction(async (tx) => {
    const [before] = await tx.select().from(calendarDays).where(eq(calendarDays.day, input.day));
    await tx
      .insert(calendarDays)
      .values({ ...input, updatedBy: actor.staffId })
      .onConflictDoUpdate({
        target: calendarDays.day,
        set: { kind: input.kind, name: input.name, updatedBy: actor.staffId, updatedAt: new Date() },
      });
    await recordAudit(tx, actor, {
      action: 'calendar.save',
      objectType: 'calendar',
      objectId: input.day,
      objectLabel: input.day,
      before: before ? { kind: before.kind, name: before.name } : null,
      after: { kind: input.kind, name: input.name },
    });
    return calendarYear(tx, Number(input.day.slice(0, 4)));
  });
}

/** POST /v2/ops/finance/calendar/remove. */
export async function removeCalendarDay(db: Db, actor: StaffActor, day: string): Promise<WorkingCalendarYear> {
  return db.transaction(async (tx) => {
    const [removed] = await tx.delete(calendarDays).where(eq(calendarDays.day, day)).returning();
    if (!removed) throw new AppError('NOT_FOUND');
    await recordAudit(tx, actor, {
      action: 'calendar.remove',
      objectType: 'calendar',
      objectId: day,
      objectLabel: day,
      before: { kind: removed.kind, name: removed.name },
    });
    return calendarYear(tx, Number(day.slice(0, 4)));
  });
}
