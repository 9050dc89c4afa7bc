import { z } from "zod";
import { API_TOKEN_SCOPES } from "#server/db/schema";

/** The "make a token" form, parsed on the server with conform's zod integration. */
export const createTokenSchema = z.object({
  name: z
    .string({ error: "Name the token after what will use it." })
    .trim()
    .min(1, "Name the token after what will use it.")
    .max(80, "Use at most 80 characters."),
  scope: z.enum(API_TOKEN_SCOPES, { error: "Choose the token's access." }),
});

export type CreateTokenForm = z.input<typeof createTokenSchema>;
