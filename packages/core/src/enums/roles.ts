import { z } from 'zod';

import { roleIdentifiers } from './role-values.ts';

export { roleIdentifiers };

export const roleIdentifierSchema = z.enum(roleIdentifiers);
export type { RoleIdentifier } from './role-values.ts';
