import type { AnswerOf } from '@signage/contract/api';
import type { Operation } from '@signage/contract/schema';
import type { Permission } from '@signage/domain/permissions';
import type { Kysely } from 'kysely';
import type { TSchema } from 'typebox';
import { requirePermission } from '../auth/guard.ts';
import type { Database } from '../db/schema.ts';
import { type ApiApp, kitRoute } from './route.ts';
import type { TaggedArea, TaggedTableName } from './tag-registry.ts';
import { writeVisible } from './tagged-write.ts';

/** An operation deleting one object by its `{id}` (IdParams). */
type DeleteOperation = Operation & { method: 'DELETE'; params: TSchema };

export interface TaggedDelete<O extends DeleteOperation, T extends TaggedTableName, R> {
  db: Kysely<Database>;
  area: TaggedArea<T>;
  /** The caller needs one of these. */
  permissions: readonly Permission[];
  /**
   * What the deletion changes, read in its transaction with the row locked and still there (e.g. the devices it
   * reaches, which need it to be found).
   */
  reach?: (trx: Kysely<Database>, id: number) => Promise<R>;
  /** The answer once the deletion is committed, with what `reach` found. */
  answer(id: number, reached: R): AnswerOf<O> | Promise<AnswerOf<O>>;
}

/**
 * Serves DELETE of one object of a tagged area by id: the caller needs one of `permissions`; in one transaction
 * the row is locked if the caller may see it (404 naming the area's noun otherwise, so the refusal rolls back and
 * leaves no audit entry), `reach` reads what it changes, and the row goes (its foreign keys take what hangs on it).
 */
export function deleteRoute<O extends DeleteOperation, T extends TaggedTableName, R = undefined>(
  app: ApiApp,
  op: O,
  spec: TaggedDelete<O, T, R>,
) {
  kitRoute(app, op, async (request) => {
    const { forced_tags } = requirePermission(request, ...spec.permissions);
    // Validated against op.params (IdParams) by Fastify before the handler runs.
    const { id } = request.params as { id: number };
    const reached = await writeVisible(spec.db, spec.area, id, forced_tags, async (trx) => {
      const reached = (await spec.reach?.(trx, id)) as R;
      // Written against the untyped builder: the area names its own table and key.
      await (trx as unknown as Kysely<Record<string, Record<string, unknown>>>)
        .deleteFrom(spec.area.table as string)
        .where(spec.area.id as string, '=', id)
        .execute();
      return reached;
    });
    return spec.answer(id, reached);
  });
}
