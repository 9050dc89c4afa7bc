import { createContext, useContext } from "react";

/**
 * The per-request CSP nonce, provided by entry.server.tsx for server-rendered
 * responses. Prerendered files have none: their inline scripts are allowed by hash.
 */
export const NonceContext = createContext<string | undefined>(undefined);
export const useNonce = () => useContext(NonceContext);
