// Types of the generated standalone validators (scripts/build-validators.ts).
export interface GeneratedValidator {
  (data: unknown): boolean;
  errors?: { instancePath: string; message?: string }[] | null;
}
export const validateStatus: GeneratedValidator;
export const validateBootstrap: GeneratedValidator;
