// Admin-only reply fields (issue 18 defect 8): a field marked with adminOnly() in a reply schema is
// removed from every answer to a caller who is not an ADMIN. The mark lives on the schema, so
// every endpoint whose reply uses it (an offer, a list of offers, an offer inside another reply)
// is covered without its route doing anything; the server strips by walking the reply schema
// beside the value (server/routes/endpoints.ts), and tests/api/adminOnlyFields.test.ts checks
// every entry of the endpoint table whose reply holds such a field.
import { z } from 'zod';

const adminOnlyFields = z.registry();

/** Marks a reply field as admin only: optional, since a business user's reply leaves it out. */
export function adminOnly<T extends z.ZodType>(schema: T) {
  const field = schema.optional();
  adminOnlyFields.add(field);
  return field;
}

function isAdminOnly(schema: z.ZodType): boolean {
  let s: z.ZodType | undefined = schema;
  while (s) {
    if (adminOnlyFields.has(s)) return true;
    s = s instanceof z.ZodOptional || s instanceof z.ZodNullable || s instanceof z.ZodDefault
      ? (s.def.innerType as z.ZodType) : undefined;
  }
  return false;
}

/** The schemas a value of `schema` may hold nested objects by, for the walk. */
function children(schema: z.ZodType): z.ZodType[] {
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return [schema.def.innerType as z.ZodType];
  }
  if (schema instanceof z.ZodArray) return [schema.element as z.ZodType];
  if (schema instanceof z.ZodUnion) return schema.options as z.ZodType[];
  if (schema instanceof z.ZodPipe) return [schema.in as z.ZodType, schema.out as z.ZodType];
  if (schema instanceof z.ZodRecord) return [schema.valueType as z.ZodType];
  return [];
}

/** Removes every admin-only field the schema declares from the value, in place, at any depth. */
export function stripAdminOnly(schema: z.ZodType, value: unknown): void {
  if (value === null || typeof value !== 'object') return;
  if (schema instanceof z.ZodObject) {
    const record = value as Record<string, unknown>;
    for (const [key, field] of Object.entries(schema.shape as Record<string, z.ZodType>)) {
      if (!(key in record)) continue;
      if (isAdminOnly(field)) delete record[key];
      else stripAdminOnly(field, record[key]);
    }
    return;
  }
  if (schema instanceof z.ZodArray && Array.isArray(value)) {
    for (const item of value) stripAdminOnly(schema.element as z.ZodType, item);
    return;
  }
  if (schema instanceof z.ZodRecord) {
    for (const item of Object.values(value)) stripAdminOnly(schema.valueType as z.ZodType, item);
    return;
  }
  for (const child of children(schema)) stripAdminOnly(child, value);
}

/** The names of the admin-only fields a schema declares at any depth ('' when none). */
export function adminOnlyFieldNames(schema: z.ZodType, seen = new Set<z.ZodType>()): string[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  if (schema instanceof z.ZodObject) {
    return Object.entries(schema.shape as Record<string, z.ZodType>).flatMap(([key, field]) =>
      (isAdminOnly(field) ? [key] : adminOnlyFieldNames(field, seen)));
  }
  return children(schema).flatMap((child) => adminOnlyFieldNames(child, seen));
}
