import { z } from 'zod';

// Spec templates §9: the six toast positions.
export const toastPositions = ['top-left', 'top-center', 'top-right', 'bottom-left', 'bottom-center', 'bottom-right'] as const;
export const toastPositionSchema = z.enum(toastPositions);
export type ToastPosition = z.infer<typeof toastPositionSchema>;
