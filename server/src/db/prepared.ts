import type { DbOrTx } from './client.ts';

/**
 * Statements built once per database handle and shape (issue 20). Drizzle builds a query's text anew on
 * every call, and PostgreSQL parses and plans it anew: for the statements every authenticated request
 * makes, that was most of a request's CPU. `build` makes the query of one shape (which filters it has,
 * not their values) with `sql.placeholder`s and `.prepare(name)`, so node-postgres parses it once per
 * connection and later calls only bind and execute. The name must be unique among the server's
 * statements, and a shape's key must name everything its text depends on. PGlite runs the same query
 * unnamed.
 */
export function preparedByShape<Shape, Query>(
  keyOf: (shape: Shape) => string,
  build: (db: DbOrTx, shape: Shape, key: string) => Query,
): (db: DbOrTx, shape: Shape) => Query {
  const built = new WeakMap<DbOrTx, Map<string, Query>>();
  return (db, shape) => {
    let shapes = built.get(db);
    if (shapes === undefined) {
      shapes = new Map();
      built.set(db, shapes);
    }
    const key = keyOf(shape);
    let query = shapes.get(key);
    if (query === undefined) {
      query = build(db, shape, key);
      shapes.set(key, query);
    }
    return query;
  };
}

/** A statement of one shape only (`preparedByShape`). */
export function preparedOnce<Query>(build: (db: DbOrTx) => Query): (db: DbOrTx) => Query {
  const byShape = preparedByShape(
    () => '',
    (db) => build(db),
  );
  return (db) => byShape(db, undefined);
}
