import { z } from 'zod';

// Spec templates §3.4.
export const sortDirections = ['asc', 'desc'] as const;
export const sortDirectionSchema = z.enum(sortDirections);
export type SortDirection = z.infer<typeof sortDirectionSchema>;
