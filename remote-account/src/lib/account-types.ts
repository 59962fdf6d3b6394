import type { z } from 'zod';
import type {
  changePasswordFormSchema,
  createAccountResultSchema,
  profileSchema,
} from '@inventor-portal/shared/schemas';

/** Payload types derived from the shared schemas (the public contract names the schemas). */
export type ProfileValues = z.output<typeof profileSchema>;
export type ChangePasswordValues = z.output<typeof changePasswordFormSchema>;
export type ChangePasswordBody = Pick<ChangePasswordValues, 'old_password' | 'new_password'>;
export type CreateAccountResultBody = z.output<typeof createAccountResultSchema>;

export interface NewInventorBody {
  email: string;
  preferred_name: string;
  phone: string | null;
  orcid: string | null;
  affiliation: string;
  name_variant: string[];
}

export type CreateAccountBody =
  | { shared_password: string; selected_inventor: number }
  | { shared_password: string; inventor: NewInventorBody };
