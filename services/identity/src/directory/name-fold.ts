/**
 * A name folded for the directory's search: lower case without Spanish and Portuguese accents,
 * so 'nuñez' finds 'Núñez'. Postgres' unaccent needs a superuser to install; translate() is
 * built in and immutable, so the same expression serves the stored column and the query.
 * (The migration that made the column used this expression: change it with a new migration.)
 */
export const foldSql = (expression: string) => `translate(lower(${expression}), 'áàâäãéèêëíìîïóòôöõúùûüñç', 'aaaaaeeeeiiiiooooouuuunc')`;
