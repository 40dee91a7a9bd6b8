import { z } from 'zod';

// Addresses are compared as typed by people: surrounding spaces and letter case never matter.
export const emailSchema = z.string().trim().toLowerCase().pipe(z.email().max(254));
