import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { DataSource, EntityManager } from 'typeorm';
import {
  DIRECTORY_TEXTS,
  LIST_ITEMS_MAX,
  LIST_TEXTS,
  LISTS_MAX,
  type Actor,
  type CreatorListSummary,
  type SetCreatorListsRequest,
} from '@afilia/contracts';
import { DomainError, isUniqueViolation, JsonLogger } from '@afilia/service-kit';
import { directoryViewer, visibleSql } from './directory-viewer.js';

interface ListRow {
  id: string;
  name: string;
  description: string | null;
  creator_count: number;
  includes_creator: boolean;
}

const toSummary = (row: ListRow): CreatorListSummary => ({
  id: row.id,
  name: row.name,
  description: row.description,
  creatorCount: row.creator_count,
  includesCreator: row.includes_creator,
});

/**
 * Creator lists (seed 001 §3, §5, §6): every signed-in user keeps their own, ordered by name;
 * nobody reads or changes another's. A creator goes into a list only if its owner may see it.
 */
@Injectable()
export class CreatorListsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly logger: JsonLogger,
  ) {}

  list(actor: Actor, creatorId?: string): Promise<CreatorListSummary[]> {
    return this.read(this.dataSource.manager, actor.userId, creatorId ?? null);
  }

  private async read(manager: EntityManager, userId: string, creatorId: string | null): Promise<CreatorListSummary[]> {
    const rows: ListRow[] = await manager.query(
      `SELECT l."id", l."name", l."description",
              (SELECT count(*)::int FROM "identity"."creator_list_items" i WHERE i."list_id" = l."id") AS "creator_count",
              EXISTS (SELECT 1 FROM "identity"."creator_list_items" i WHERE i."list_id" = l."id" AND i."creator_id" = $2) AS "includes_creator"
         FROM "identity"."creator_lists" l WHERE l."user_id" = $1 ORDER BY lower(l."name"), l."id"`,
      [userId, creatorId],
    );
    return rows.map(toSummary);
  }

  async create(actor: Actor, input: { name: string; description: string | null }): Promise<CreatorListSummary> {
    const created = await this.dataSource.transaction(async (manager) => {
      // One user's lists are made one at a time, so the limit holds.
      await manager.query(`SELECT 1 FROM "identity"."users" WHERE "id" = $1 FOR UPDATE`, [actor.userId]);
      const [kept]: { count: number }[] = await manager.query(
        `SELECT count(*)::int AS "count" FROM "identity"."creator_lists" WHERE "user_id" = $1`,
        [actor.userId],
      );
      if (kept!.count >= LISTS_MAX) throw new DomainError('VALIDATION_FAILED', LIST_TEXTS.tooManyLists, 'name');
      try {
        await manager.query('SAVEPOINT "list"');
        const [row]: ListRow[] = await manager.query(
          `INSERT INTO "identity"."creator_lists" ("user_id", "name", "description") VALUES ($1, $2, $3)
           RETURNING "id", "name", "description", 0 AS "creator_count", false AS "includes_creator"`,
          [actor.userId, input.name, input.description],
        );
        return toSummary(row!);
      } catch (error) {
        if (isUniqueViolation(error)) throw new DomainError('ALREADY_EXISTS', LIST_TEXTS.nameTaken, 'name');
        throw error;
      }
    });
    this.logger.info('identity.creator-list.created', { listId: created.id });
    return created;
  }

  /** The dialog's save: the creator ends up in exactly the named lists of the user's. */
  async setForCreator(actor: Actor, request: SetCreatorListsRequest): Promise<CreatorListSummary[]> {
    const viewer = directoryViewer(actor);
    const [visible] = await this.dataSource.query(
      `SELECT 1 FROM "identity"."creators" c WHERE c."id" = $2 AND ${visibleSql(viewer, '$1::uuid')}`,
      [viewer.brandId, request.creatorId],
    );
    if (!visible) throw new DomainError('NOT_FOUND', DIRECTORY_TEXTS.notFound, 'creatorId');
    const listIds = [...new Set(request.listIds)];
    return this.dataSource.transaction(async (manager) => {
      const own: { id: string }[] = await manager.query(
        `SELECT "id" FROM "identity"."creator_lists" WHERE "user_id" = $1 AND "id" = ANY($2::uuid[]) FOR UPDATE`,
        [actor.userId, listIds],
      );
      if (own.length !== listIds.length) throw new DomainError('NOT_FOUND', LIST_TEXTS.notFound, 'listIds');
      await manager.query(
        `DELETE FROM "identity"."creator_list_items" i USING "identity"."creator_lists" l
          WHERE i."list_id" = l."id" AND l."user_id" = $1 AND i."creator_id" = $2 AND NOT (i."list_id" = ANY($3::uuid[]))`,
        [actor.userId, request.creatorId, listIds],
      );
      const [full] = await manager.query(
        `SELECT 1 FROM "identity"."creator_list_items" i WHERE i."list_id" = ANY($1::uuid[])
            AND NOT EXISTS (SELECT 1 FROM "identity"."creator_list_items" o WHERE o."list_id" = i."list_id" AND o."creator_id" = $3)
          GROUP BY i."list_id" HAVING count(*) >= $2 LIMIT 1`,
        [listIds, LIST_ITEMS_MAX, request.creatorId],
      );
      if (full) throw new DomainError('VALIDATION_FAILED', LIST_TEXTS.listFull, 'listIds');
      await manager.query(
        `INSERT INTO "identity"."creator_list_items" ("list_id", "creator_id") SELECT unnest($1::uuid[]), $2 ON CONFLICT DO NOTHING`,
        [listIds, request.creatorId],
      );
      this.logger.info('identity.creator-list.set', { creatorId: request.creatorId, lists: listIds.length });
      return this.read(manager, actor.userId, request.creatorId);
    });
  }
}
