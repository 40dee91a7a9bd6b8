import { timestamp } from 'drizzle-orm/pg-core';

// The audit columns every table carries, shared by the schema files of each area.
export const createdAt = () => timestamp('created_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
export const modifiedAt = () => timestamp('modified_at', { withTimezone: true, mode: 'date' }).notNull().defaultNow();
