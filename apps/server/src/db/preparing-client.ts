import { createHash } from 'node:crypto';
import pg from 'pg';

/** Statements one connection keeps prepared at most; texts beyond it run unnamed, as before. */
export const PREPARED_PER_CONNECTION = 500;

/** The name a statement is prepared under: its text's digest, so one text has one name. */
export function statementName(text: string): string {
  return `t_${createHash('sha1').update(text).digest('base64url')}`;
}

type TQueryConfig = { text?: unknown; name?: unknown };

/**
 * A PostgreSQL connection that prepares each parameterised statement once, under a name taken
 * from its text. The query builder sends statements unnamed, so the server parsed and planned
 * every one afresh: most of a small read's cost (an order-list page: ~5.6 of ~7 ms). A named
 * statement is parsed once per connection, and after a few runs the server may keep a generic
 * plan for it. Statements without parameters (transaction control, `LISTEN`, a migration's
 * several statements in one text) stay on the simple protocol and are never named.
 */
export class PreparingClient extends pg.Client {
  readonly #prepared = new Set<string>();

  // pg's `query` has many overloads; this one only adds a name to the config form.
  override query(...args: unknown[]): never {
    const [config, values] = args;
    if (
      typeof config === 'object' &&
      config !== null &&
      typeof (config as TQueryConfig).text === 'string' &&
      (config as TQueryConfig).name === undefined &&
      Array.isArray(values) &&
      values.length > 0
    ) {
      const name = statementName((config as { text: string }).text);
      if (this.#prepared.has(name) || this.#prepared.size < PREPARED_PER_CONNECTION) {
        this.#prepared.add(name);
        args[0] = { ...(config as object), name };
      }
    }
    return (super.query as (...rest: unknown[]) => never)(...args);
  }
}
